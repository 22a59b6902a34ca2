import CaseBook
import Entities
import ScreenKit
import Storage
import TestSupport
import Testing

@testable import MVP

extension CaseBookTests {
  /// What a screen shows is its passive view's, filled in by its presenter:
  /// each list's view on a presenter with a stub service, on a window.
  @Test("Each screen shows what it should", arguments: CaseBook.screens)
  func screens(_ bookCase: ScreenCase) throws {
    let today = Day.at(CaseBook.today)
    let root: ViewController =
      switch bookCase.screen {
      case .app:
        AppBuilder.makeRootViewController(
          contactStore: SQLiteStore.inMemory(), todoStore: SQLiteStore.inMemory(),
          clock: FixedDayClock(today),
          firstWeekday: .sunday)
      case .contactList, .addContact:
        NavigationController(
          rootViewController: ContactListViewController(
            presenter: ContactListPresenter(service: StubContactService())))
      case .upcomingList, .addItem:
        NavigationController(
          rootViewController: UpcomingListViewController(
            presenter: UpcomingListPresenter(
              service: StubTodoService(), clock: FixedDayClock(today), firstWeekday: .sunday)))
      }
    let driver = ScreenDriver(root: root)
    switch bookCase.expectation {
    case .tabs(let tabs):
      #expect(driver.snapshot.tabs == tabs)
      #expect(driver.snapshot.selectedTab == tabs.first)
      #expect(driver.snapshot.title == tabs.first)
    case .list(let title, let addButton, let presents):
      #expect(driver.snapshot.title == title)
      #expect(driver.snapshot.rightButtons == [addButton])
      try driver.tap(addButton)
      #expect(driver.snapshot.title == presents)
      #expect(root.presentedViewController != nil)
    case .form(let title, let fields, let cancel, let confirm):
      try driver.tap("+")
      #expect(driver.snapshot.title == title)
      #expect(driver.snapshot.leftButtons == [cancel])
      #expect(driver.snapshot.rightButtons == [confirm])
      let shown: [ScreenCase.Field] = driver.snapshot.elements.compactMap {
        if case .field(let label, let text, _) = $0 { .init(label, text) } else { nil }
      }
      #expect(shown == fields)
    }
  }
}
