import CaseBook
import ScreenKit
import Testing

@testable import VIP

extension CaseBookTests {
  @Test("An empty list says so", arguments: CaseBook.emptyStates)
  func emptyState(_ bookCase: EmptyStateCase) throws {
    let driver: ScreenDriver
    switch bookCase.list {
    case .contacts:
      let (_, presenterSpy, _) = contactListInteractor([])
      #expect(presenterSpy.fetchedResponses == [.init(contacts: [])])
      let (presenter, display) = contactListPresenter()
      presenter.presentFetchedContacts(response: try #require(presenterSpy.fetchedResponses.first))
      let viewModel = try #require(display.fetchedViewModels.first)
      #expect(viewModel == .init(displayedContacts: []))
      let viewController = ContactListViewController()
      driver = onWindow(viewController)
      viewController.displayFetchedContacts(viewModel: viewModel)
    case .upcoming:
      let (_, presenterSpy, _) = upcomingListInteractor(bookCase.storedItems, today: bookCase.today)
      #expect(presenterSpy.fetchedResponses == [.init(groups: [])])
      let (presenter, display) = upcomingListPresenter()
      presenter.presentFetchedItems(response: try #require(presenterSpy.fetchedResponses.first))
      let viewModel = try #require(display.fetchedViewModels.first)
      #expect(viewModel == .init(displayedSections: []))
      let viewController = UpcomingListViewController()
      driver = onWindow(viewController)
      viewController.displayFetchedItems(viewModel: viewModel)
    }
    #expect(driver.snapshot.rowTexts.isEmpty)
    #expect(driver.snapshot.emptyMessage == bookCase.expectedMessage)
    #expect(driver.snapshot.alert == nil)
  }
}
