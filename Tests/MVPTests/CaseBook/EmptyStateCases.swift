import CaseBook
import Entities
import ScreenKit
import TestSupport
import Testing

@testable import MVP

extension CaseBookTests {
  @Test("An empty list says so", arguments: CaseBook.emptyStates)
  func emptyState(_ bookCase: EmptyStateCase) {
    let screen: ViewController
    switch bookCase.list {
    case .contacts:
      let (_, view, service) = contactList()
      #expect(view.rows.isEmpty)
      #expect(view.showCount == 1)
      #expect(view.errors.isEmpty)
      screen = ContactListViewController(presenter: ContactListPresenter(service: service))
    case .upcoming:
      let (_, view, service) = upcomingList(bookCase.storedItems, today: bookCase.today)
      #expect(view.sections.isEmpty)
      #expect(view.showCount == 1)
      #expect(view.errors.isEmpty)
      screen = UpcomingListViewController(
        presenter: UpcomingListPresenter(
          service: service, clock: FixedDayClock(bookCase.today), firstWeekday: .sunday))
    }
    let driver = ScreenDriver(root: NavigationController(rootViewController: screen))
    #expect(driver.snapshot.rowTexts.isEmpty)
    #expect(driver.snapshot.emptyMessage == bookCase.expectedMessage)
  }
}
