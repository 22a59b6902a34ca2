import CaseBook
import Entities
import ScreenKit
import Storage
import TestSupport
import Testing

@testable import MVC

extension CaseBookTests {
  @Test("A screen's objects are freed when it goes away", arguments: CaseBook.leaks)
  func leaks(_ bookCase: LeakCase) throws {
    let store = SQLiteStore.inMemory()
    let check = LeakCheck()
    let window = Window()
    let clock = FixedDayClock(.at(CaseBook.today))
    var root: ViewController? =
      switch bookCase.exit {
      case .appReleased:
        AppBuilder.makeRootViewController(
          contactStore: store, todoStore: store, clock: clock, firstWeekday: .sunday)
      case .contactListReleased, .addContactCancelled, .addContactDone:
        NavigationController(rootViewController: ContactListViewController(store: store))
      case .upcomingListReleased, .addItemCancelled, .addItemSaved:
        NavigationController(
          rootViewController: UpcomingListViewController(store: store, clock: clock, firstWeekday: .sunday))
      }
    window.rootViewController = root
    let driver = ScreenDriver(window: window)
    switch bookCase.exit {
    case .appReleased, .contactListReleased, .upcomingListReleased:
      check.watch(from: root as Any, excluding: [store, window])
      #expect(check.watches(typeNamed: "ListViewController"))
      window.rootViewController = nil
      root = nil
    case .addContactCancelled, .addContactDone, .addItemCancelled, .addItemSaved:
      let before = ObjectGraph.objects(from: window, excluding: [store])
      try driver.tap("+")
      check.watch(from: try #require(root?.presentedViewController), excluding: before + [store])
      #expect(
        check.watches(
          typeNamed: bookCase.exit.isContact ? "AddContactViewController" : "AddItemViewController"))
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
      #expect(driver.snapshot.title == (bookCase.exit.isContact ? "Contacts" : "Upcoming"))
      #expect(root?.presentedViewController == nil)
    }
    #expect(check.count > 0)
    #expect(check.survivors == [])
  }
}

extension LeakCase.Exit {
  /// Whether the screen is one of the Contacts tab's.
  var isContact: Bool {
    switch self {
    case .contactListReleased, .addContactCancelled, .addContactDone: true
    default: false
    }
  }
}
