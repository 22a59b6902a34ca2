import CaseBook
import Entities
import ScreenKit
import Storage
import TestSupport
import Testing

@testable import MVP

extension CaseBookTests {
  /// Lifetimes are a matter of the real objects: each screen as the module
  /// builds it (passive view, presenter, service), on a window, driven.
  @Test("A screen's objects are freed when it goes away", arguments: CaseBook.leaks)
  func leaks(_ bookCase: LeakCase) throws {
    let store = SQLiteStore.inMemory()
    let check = LeakCheck()
    let window = Window()
    let clock = FixedDayClock(.at(CaseBook.today))
    let contacts: Bool
    var root: ViewController?
    switch bookCase.exit {
    case .appReleased:
      (contacts, root) = (
        true,
        AppBuilder.makeRootViewController(
          contactStore: store, todoStore: store, clock: clock, firstWeekday: .sunday)
      )
    case .contactListReleased, .addContactCancelled, .addContactDone:
      (contacts, root) = (
        true, NavigationController(rootViewController: AppBuilder.makeContactList(store: store))
      )
    case .upcomingListReleased, .addItemCancelled, .addItemSaved:
      let list = AppBuilder.makeUpcomingList(store: store, clock: clock, firstWeekday: .sunday)
      (contacts, root) = (false, NavigationController(rootViewController: list))
    }
    window.rootViewController = root
    let driver = ScreenDriver(window: window)
    switch bookCase.exit {
    case .appReleased, .contactListReleased, .upcomingListReleased:
      check.watch(from: root as Any, excluding: [store, window])
      #expect(check.watches(typeNamed: "ListPresenter"))
      #expect(check.watches(typeNamed: contacts ? "ContactService" : "TodoService"))
      window.rootViewController = nil
      root = nil
    case .addContactCancelled, .addContactDone, .addItemCancelled, .addItemSaved:
      let before = ObjectGraph.objects(from: window, excluding: [store])
      try driver.tap("+")
      check.watch(from: try #require(root?.presentedViewController), excluding: before + [store])
      #expect(check.watches(typeNamed: contacts ? "AddContactPresenter" : "AddItemPresenter"))
      switch bookCase.exit {
      case .addContactDone:
        try driver.fill("First name", with: "Ada")
        try driver.fill("Last name", with: "Lovelace")
        try driver.tap("Done")
      case .addItemSaved:
        try driver.fill("Name", with: "Buy milk")
        try driver.tap("Save")
      default:
        try driver.tap("Cancel")
      }
      #expect(driver.snapshot.title == (contacts ? "Contacts" : "Upcoming"))
      #expect(root?.presentedViewController == nil)
    }
    #expect(check.count > 0)
    #expect(check.survivors == [])
  }
}
