import CaseBook
import Entities
import Testing

@testable import VIP

extension CaseBookTests {
  @Test("An item saved is inserted at its place", arguments: CaseBook.upcomingInsert)
  func upcomingInsert(_ bookCase: UpcomingInsertCase) throws {
    let (interactor, presenterSpy, worker) = upcomingListInteractor(
      bookCase.stored, today: bookCase.today, firstWeekday: bookCase.firstWeekday)
    let added = TodoItem(
      id: Int64(bookCase.stored.count + 1), title: bookCase.added.title, dueDate: bookCase.added.due)
    interactor.addedItem = added
    interactor.insertAddedItem(request: .init())
    #expect(interactor.addedItem == nil)
    #expect(worker.fetchedRanges.count == 1)
    #expect(presenterSpy.fetchedResponses.count == 1)

    let (presenter, display) = upcomingListPresenter()
    presenter.presentFetchedItems(response: try #require(presenterSpy.fetchedResponses.first))
    for response in presenterSpy.insertedResponses { presenter.presentInsertedItem(response: response) }
    let viewController = UpcomingListViewController()
    let driver = onWindow(viewController)
    viewController.displayFetchedItems(viewModel: try #require(display.fetchedViewModels.first))
    let table = try #require(driver.tableViews.first)
    let reloads = table.reloadCount
    for viewModel in display.insertedViewModels { viewController.displayInsertedItem(viewModel: viewModel) }
    #expect(viewController.displayedSections.map(\.expected) == bookCase.expected)
    #expect(table.reloadCount == reloads)
    #expect(table.inconsistencies.isEmpty)

    switch bookCase.change {
    case .row(let section, let row):
      #expect(display.insertedViewModels.map(\.section) == [section])
      #expect(display.insertedViewModels.map(\.row) == [row])
      #expect(display.insertedViewModels.map(\.newSectionTitle) == [nil])
    case .section(let section):
      #expect(display.insertedViewModels.map(\.section) == [section])
      #expect(display.insertedViewModels.map(\.newSectionTitle) == [bookCase.expected[section].title])
    case .none:
      #expect(presenterSpy.insertedResponses.isEmpty)
      #expect(display.insertedViewModels.isEmpty)
    }
  }
}
