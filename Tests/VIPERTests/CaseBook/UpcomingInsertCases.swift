import CaseBook
import Testing

@testable import VIPER

extension CaseBookTests {
  @Test("An item saved is inserted at its place", arguments: CaseBook.upcomingInsert)
  func upcomingInsert(_ bookCase: UpcomingInsertCase) throws {
    let (interactor, output, dataManager) = upcomingListInteractor(
      bookCase.stored, today: bookCase.today, firstWeekday: bookCase.firstWeekday)
    let found = try #require(output.lastFound)
    let added = TodoSummary(
      id: Int64(bookCase.stored.count + 1), title: bookCase.added.title, dueDate: bookCase.added.due)
    interactor.insertNewItem(added)
    #expect(dataManager.requests.count == 1)

    let (presenter, view) = upcomingListPresenter()
    presenter.foundUpcomingItems(found)
    presenter.addItemModuleDidSaveAddAction(added)
    let before = log.calls
    if case .inserted(let item, let index) = output.events.last {
      presenter.insertedUpcomingItem(item, at: index)
    }
    let inserted = Array(log.calls.dropFirst(before.count))
    #expect(before.last == "interactor.insertNewItem(\(added.id), \(added.title), \(added.dueDate))")
    #expect(view.shown == bookCase.expected)
    switch bookCase.change {
    case .row(let section, let row):
      #expect(output.events.count == 2)
      #expect(
        inserted == ["view.insertUpcomingDisplayItem(\(added.title), at: \(row), inSection: \(section))"])
    case .section(let section):
      #expect(output.events.count == 2)
      #expect(
        inserted == ["view.insertUpcomingDisplaySection(\(bookCase.expected[section].title), at: \(section))"]
      )
    case .none:
      #expect(output.events.count == 1)
      #expect(inserted.isEmpty)
    }
  }
}
