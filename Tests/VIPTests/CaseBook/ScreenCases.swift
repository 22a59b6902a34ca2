import CaseBook
import Entities
import ScreenKit
import Storage
import Testing

@testable import VIP

extension CaseBookTests {
  /// What a screen shows is its view controller's, filled in through its VIP
  /// cycle: each scene as its configurator assembles it, on a window.
  @Test("Each screen shows what it should", arguments: CaseBook.screens)
  func screens(_ bookCase: ScreenCase) throws {
    let store = SQLiteStore.inMemory()
    let clock = FixedDayClock(.init(CaseBook.today)!)
    let root: ViewController =
      switch bookCase.screen {
      case .app:
        AppBuilder.makeRootViewController(
          contactStore: store, todoStore: store, clock: clock, firstWeekday: .sunday)
      case .contactList, .addContact:
        NavigationController(
          rootViewController: ContactListConfigurator.makeScene(worker: ContactsWorker(store: store)))
      case .upcomingList, .addItem:
        NavigationController(
          rootViewController: UpcomingListConfigurator.makeScene(
            worker: TodosWorker(store: store), clock: clock, firstWeekday: .sunday))
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
