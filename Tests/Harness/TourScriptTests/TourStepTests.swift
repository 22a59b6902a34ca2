import ArchLab
import Foundation
import ScreenKit
import Testing
import TourScript

/// The tour's script in every architecture: each action ends where
/// `Docs/Feature.md` says, so what the tour measures is the action it names.
///
/// The actions checked are those of the app as it is in this checkout: today's app is
/// step 0, and each step of the growth series (`Workshop/Growth/`) raises the number
/// below, so that at step 6 the grown app's actions are checked too.
@MainActor
@Suite(.serialized)
struct TourStepTests {
  @Test(arguments: TourAction.playable(atStep: 0), Architecture.allCases)
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
    case .deleteContact:
      #expect(start?.rowTexts == ["Ada Lovelace", "Alan Turing"])
      #expect(end.title == "Contacts")
      #expect(end.rowTexts == ["Ada Lovelace"])
    case .searchContacts:
      #expect(start?.rowTexts == ["Ada Lovelace", "Alan Turing"])
      #expect(end.fieldText("Search") == "ada")
      #expect(end.rowTexts == ["Ada Lovelace"])
    case .markDone:
      #expect(start?.rowTexts == ["Call Ada", "Pay rent"])
      #expect(end.title == "Upcoming")
      #expect(end.rowTexts == ["Pay rent"])
    case .openContactDetail:
      #expect(start?.title == "Contacts")
      #expect(end.title == "Contact")
      #expect(end.allTexts.contains("First name: Alan"))
    case .openOverdue:
      #expect(start?.title == "Contacts")
      #expect(end.title == "Upcoming")
      #expect(end.sectionHeaders.first == "Overdue")
      #expect(end.rowTexts == ["Renew passport", "Call Ada", "Pay rent"])
    case .liveValidation:
      #expect(start?.disabledBarButtons.contains("Done") == true)
      #expect(end.title == "New Contact")
      #expect(end.rightButtons.contains("Done"))
      #expect(!end.disabledBarButtons.contains("Done"))
    }
  }

  /// Played by `archlab`'s tour, one process per step, with coverage written at exit.
  @Test(
    .enabled(
      if: TourStep.named(in: ProcessInfo.processInfo.environment) != nil,
      "run by the tour only: ARCHLAB_TOUR_STEP names the step (add-contact/mvc/action)"))
  func theStepNamedByTheEnvironmentRuns() throws {
    let environment = ProcessInfo.processInfo.environment
    let step = try #require(TourStep.named(in: environment))
    let played = try TourScript.countingBodies(step)
    if let path = environment[TourStep.bodyCountVariable] {
      try "\(played.bodies)\n".write(toFile: path, atomically: true, encoding: .utf8)
    }
  }
}
