import ArchLab
import Foundation
import ScreenKit
import Testing
import TourScript

/// The tour's script in every architecture: each action ends where
/// `Docs/Feature.md` says, so what the tour measures is the action it names.
@MainActor
@Suite(.serialized)
struct TourStepTests {
  @Test(arguments: TourAction.allCases, Architecture.allCases)
  func everyTourActionEndsOnTheScreenTheFeatureDescribes(action: TourAction, architecture: Architecture)
    throws
  {
    let start = try TourScript.run(TourStep(action: action, architecture: architecture, phase: .start))
    let end = try #require(
      try TourScript.run(TourStep(action: action, architecture: architecture, phase: .action)))
    switch action {
    case .openContacts:
      #expect(start == nil)
      #expect(end.title == "Contacts")
      #expect(end.rowTexts == ["Ada Lovelace", "Alan Turing"])
    case .addContact:
      #expect(start?.title == "New Contact")
      #expect(end.title == "Contacts")
      #expect(end.rowTexts == ["Ada Lovelace", "Alan Turing", "Grace Hopper"])
    case .doneWithEmptyName:
      #expect(start?.alert == nil)
      #expect(end.title == "New Contact")
      #expect(end.alert?.message == "A contact must have first and last names")
    case .cancelNewContact:
      #expect(start?.title == "New Contact")
      #expect(end.title == "Contacts")
      #expect(end.rowTexts == ["Ada Lovelace", "Alan Turing"])
    case .openUpcoming:
      #expect(start?.title == "Contacts")
      #expect(end.title == "Upcoming")
      #expect(end.rowTexts == ["Call Ada", "Pay rent"])
    case .addItem:
      #expect(start?.title == "Add Item")
      #expect(end.title == "Upcoming")
      #expect(end.rowTexts.contains("Buy milk"))
    case .invalidDueDate:
      #expect(start?.alert == nil)
      #expect(end.title == "Add Item")
      #expect(end.alert?.message == "Due date must be a day written as YYYY-MM-DD")
    }
  }

  /// Played by `archlab`'s tour, one process per step, with coverage written at exit.
  @Test(
    .enabled(
      if: TourStep.named(in: ProcessInfo.processInfo.environment) != nil,
      "run by the tour only: ARCHLAB_TOUR_STEP names the step (add-contact/mvc/action)"))
  func theStepNamedByTheEnvironmentRuns() throws {
    let step = try #require(TourStep.named(in: ProcessInfo.processInfo.environment))
    _ = try TourScript.run(step)
  }
}
