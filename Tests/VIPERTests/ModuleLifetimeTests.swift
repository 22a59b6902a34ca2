import CaseBook
import Entities
import ScreenKit
import Storage
import TestSupport
import Testing

@testable import VIPER

/// Every role object is freed when its module goes: the add modules as soon as
/// they are dismissed, the list modules when their screen is released. Strong
/// references run view → presenter → interactor → data manager (and presenter
/// → wireframe); every reference back is weak. The roles keep each other
/// privately: the case book's `LeakCheck` finds them by reflection.
@MainActor
@Suite("Module lifetimes")
struct ModuleLifetimeTests {
  /// The roles every module has, by type-name suffix.
  static let roles = ["ViewController", "Presenter", "Interactor", "DataManager", "Wireframe"]

  /// The roles of `module` (`ContactList`, `AddContact`…) that `check` did not find.
  func missingRoles(of module: String, in check: LeakCheck) -> [String] {
    Self.roles.map { module + $0 }.filter { !check.watches(typeNamed: $0) }
  }

  /// Watches the module whose screen is `screen`, and `store` itself but not
  /// GRDB's objects behind it, which live for good.
  func watchModule(_ screen: ViewController?, on store: SQLiteStore, in check: LeakCheck) {
    check.watch(from: screen as Any, excluding: [store])
    check.watch(from: store, excluding: ObjectGraph.objects(from: store).filter { $0 !== store })
  }

  /// Watches the module presented on `driver`'s window: what it holds that the screens under it do not.
  func watchPresentedModule(on driver: ScreenDriver, in check: LeakCheck) {
    guard let presented = driver.window.topViewController else { return }
    check.watch(from: presented, excluding: ObjectGraph.objects(from: driver.window, excluding: [presented]))
  }

  @Test(
    "The contact modules are freed: add-contact once dismissed, the list once released",
    arguments: ["Done", "Cancel"])
  func contactModules(button: String) throws {
    let list = LeakCheck()
    let add = LeakCheck()
    do {
      let store = SQLiteStore.inMemory()
      let driver = ScreenDriver(
        root: NavigationController(rootViewController: ContactListWireframe.makeModule(contactStore: store)))
      watchModule(driver.window.rootViewController, on: store, in: list)
      try driver.tap("+")
      watchPresentedModule(on: driver, in: add)
      try driver.tap("Done")
      try driver.tap("OK")
      try driver.fill("First name", with: "Ada")
      try driver.fill("Last name", with: "Lovelace")
      try driver.tap(button)
      #expect(driver.snapshot.title == "Contacts")
      #expect(add.survivors == [], "the add-contact module outlived its dismissal")
      driver.window.rootViewController = nil
    }
    #expect(missingRoles(of: "AddContact", in: add) == [])
    #expect(missingRoles(of: "ContactList", in: list) == [])
    #expect(list.survivors == [], "the contact list module outlived its screen")
  }

  @Test(
    "The Upcoming modules are freed: add-item once dismissed, the list once released",
    arguments: ["Save", "Cancel"])
  func upcomingModules(button: String) throws {
    let list = LeakCheck()
    let add = LeakCheck()
    do {
      let store = SQLiteStore.inMemory()
      let root = UpcomingListWireframe.makeModule(
        todoStore: store, clock: FixedDayClock(.at("2024-05-15")), firstWeekday: .sunday)
      let driver = ScreenDriver(root: NavigationController(rootViewController: root))
      watchModule(root, on: store, in: list)
      try driver.tap("+")
      watchPresentedModule(on: driver, in: add)
      try driver.tap("Save")
      try driver.tap("OK")
      try driver.fill("Name", with: "Buy milk")
      try driver.tap(button)
      #expect(driver.snapshot.title == "Upcoming")
      #expect(add.survivors == [], "the add-item module outlived its dismissal")
      driver.window.rootViewController = nil
    }
    #expect(missingRoles(of: "AddItem", in: add) == [])
    #expect(missingRoles(of: "UpcomingList", in: list) == [])
    #expect(list.survivors == [], "the Upcoming list module outlived its screen")
  }

  @Test("An add module that failed to save is still freed once cancelled")
  func addModuleAfterStorageFailure() throws {
    let add = LeakCheck()
    let driver = ScreenDriver(
      root: NavigationController(
        rootViewController: ContactListWireframe.makeModule(
          contactStore: FailingStore(.readOnly(path: "/tmp/ro.sqlite")))))
    try driver.tap("OK")
    try driver.tap("+")
    watchPresentedModule(on: driver, in: add)
    try driver.fill("First name", with: "Ada")
    try driver.fill("Last name", with: "Lovelace")
    try driver.tap("Done")
    #expect(driver.snapshot.alert?.message == StorageError.readOnly(path: "/tmp/ro.sqlite").description)
    try driver.tap("OK")
    try driver.tap("Cancel")
    #expect(missingRoles(of: "AddContact", in: add) == [])
    #expect(add.survivors == [])
  }

  @Test("The whole app built by AppBuilder is freed with its window's root, after use of both tabs")
  func wholeApp() throws {
    let roles = LeakCheck()
    do {
      let store = SQLiteStore.inMemory()
      let root = AppBuilder.makeRootViewController(
        contactStore: store, todoStore: store, clock: FixedDayClock(.at("2024-05-15")), firstWeekday: .monday)
      let driver = ScreenDriver(root: root)
      try driver.tap("+")
      watchPresentedModule(on: driver, in: roles)
      try driver.fill("First name", with: "Ada")
      try driver.fill("Last name", with: "Lovelace")
      try driver.tap("Done")
      try driver.selectTab("Upcoming")
      try driver.tap("+")
      watchPresentedModule(on: driver, in: roles)
      try driver.fill("Name", with: "Buy milk")
      try driver.tap("Save")
      #expect(driver.snapshot.rowTexts == ["Buy milk"])
      watchModule(root, on: store, in: roles)
      driver.window.rootViewController = nil
    }
    for module in ["ContactList", "AddContact", "UpcomingList", "AddItem"] {
      #expect(missingRoles(of: module, in: roles) == [])
    }
    #expect(roles.watches(typeNamed: "TabBarController") && roles.watches(typeNamed: "SQLiteStore"))
    #expect(roles.survivors == [])
  }
}
