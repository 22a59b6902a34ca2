import CaseBook
import ScreenKit
import Testing

@testable import VIPER

extension CaseBookTests {
  @Test("An empty list says so", arguments: CaseBook.emptyStates)
  func emptyState(_ bookCase: EmptyStateCase) throws {
    let screen: ViewController
    switch bookCase.list {
    case .contacts:
      let (_, output, _) = contactListInteractor([])
      #expect(output.events == [.found([])])
      let (presenter, view) = contactListPresenter()
      presenter.foundContacts([])
      #expect(log.calls == ["view.showNoContentMessage()"])
      let passive = ContactListViewController(eventHandler: ModuleEventHandlerSpy(log: CallLog()))
      (screen, _) = (passive, view)
    case .upcoming:
      let (_, output, _) = upcomingListInteractor(bookCase.storedItems, today: bookCase.today)
      #expect(output.events == [.found([])])
      let (presenter, view) = upcomingListPresenter()
      presenter.foundUpcomingItems([])
      #expect(log.calls == ["view.showNoContentMessage()"])
      #expect(view.shown == [])
      screen = UpcomingListViewController(eventHandler: ModuleEventHandlerSpy(log: CallLog()))
    }
    let driver = ScreenDriver(root: NavigationController(rootViewController: screen))
    (screen as? any ContactListViewInterface)?.showNoContentMessage()
    (screen as? any UpcomingListViewInterface)?.showNoContentMessage()
    #expect(driver.snapshot.rowTexts.isEmpty)
    #expect(driver.snapshot.emptyMessage == bookCase.expectedMessage)
  }
}
