import Entities
import TestSupport
import Testing

@testable import VIP

/// The Upcoming list's presenter alone, handing view models to a display-logic spy.
@MainActor
@Suite("Upcoming list presenter")
struct UpcomingListPresenterTests {
  let display = UpcomingListDisplayLogicSpy()
  let sut = UpcomingListPresenter()

  init() {
    sut.viewController = display
  }

  @Test(
    "Each due group has its header",
    arguments: [
      (UpcomingListModels.DueGroup.today, "Today"), (.tomorrow, "Tomorrow"),
      (.laterThisWeek, "Later This Week"),
      (.nextWeek, "Next Week"),
    ])
  func headers(group: UpcomingListModels.DueGroup, title: String) {
    let item = TodoItem(id: 1, title: "x", dueDate: .at("2024-05-15"))
    sut.presentInsertedItem(
      response: .init(item: item, dueGroup: group, section: 0, row: 0, isNewSection: true))
    #expect(display.insertedViewModels.map(\.newSectionTitle) == [title])
  }

  @Test("A row in a shown section brings no header, and only today's rows have no day label")
  func rowInShownSection() {
    let item = TodoItem(id: 1, title: "Pay", dueDate: .at("2024-05-17"))
    sut.presentInsertedItem(
      response: .init(item: item, dueGroup: .laterThisWeek, section: 1, row: 2, isNewSection: false))
    #expect(
      display.insertedViewModels == [
        .init(
          displayedItem: .init(title: "Pay", dayLabel: "Friday"), section: 1, row: 2, newSectionTitle: nil)
      ])
  }
}
