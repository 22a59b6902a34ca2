import CaseBook
import Entities
import ScreenKit
import Storage
import Testing

@testable import VIPER

extension CaseBookTests {
  /// Lifetimes are a matter of the real modules: each as its wireframe
  /// assembles it (view, presenter, interactor, data manager, wireframe), on a
  /// window, driven; its role objects are private and found by reflection.
  @Test("A screen's objects are freed when it goes away", arguments: CaseBook.leaks)
  func leaks(_ bookCase: LeakCase) throws {
    let store = SQLiteStore.inMemory()
    let check = LeakCheck()
    let window = Window()
    let clock = FixedDayClock(.init(CaseBook.today)!)
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
        true, NavigationController(rootViewController: ContactListWireframe.makeModule(contactStore: store))
      )
    case .upcomingListReleased, .addItemCancelled, .addItemSaved:
      let list = UpcomingListWireframe.makeModule(todoStore: store, clock: clock, firstWeekday: .sunday)
      (contacts, root) = (false, NavigationController(rootViewController: list))
    }
    window.rootViewController = root
    let driver = ScreenDriver(window: window)
    let module = contacts ? ["ContactList", "AddContact"] : ["UpcomingList", "AddItem"]
    switch bookCase.exit {
    case .appReleased, .contactListReleased, .upcomingListReleased:
      check.watch(from: root as Any, excluding: [store, window])
      for role in ["ViewController", "Presenter", "Interactor", "DataManager", "Wireframe"] {
        #expect(check.watches(typeNamed: module[0] + role))
      }
      window.rootViewController = nil
      root = nil
    case .addContactCancelled, .addContactDone, .addItemCancelled, .addItemSaved:
      let before = ObjectGraph.objects(from: window, excluding: [store])
      try driver.tap("+")
      check.watch(from: try #require(root?.presentedViewController), excluding: before + [store])
      for role in ["ViewController", "Presenter", "Interactor", "DataManager", "Wireframe"] {
        #expect(check.watches(typeNamed: module[1] + role))
      }
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
    #expect(check.survivors == [])
  }
}
