import Entities
import ScreenKit
import Storage
import TestSupport
import Testing

@testable import VIPER

/// Every role object is freed when its module goes: the add modules as soon as
/// they are dismissed, the list modules when their screen is released. Strong
/// references run view → presenter → interactor → data manager (and presenter
/// → wireframe); every reference back is weak.
@MainActor
@Suite("Module lifetimes")
struct ModuleLifetimeTests {
  @Test(
    "The contact modules are freed: add-contact once dismissed, the list once released",
    arguments: ["Done", "Cancel"])
  func contactModules(button: String) throws {
    let list = LifetimeWatcher()
    let add = LifetimeWatcher()
    do {
      let store = SQLiteStore.inMemory()
      list.watch("SQLiteStore", store)
      let driver = ScreenDriver(
        root: NavigationController(rootViewController: ContactListWireframe.makeModule(contactStore: store)))
      try ModuleInspector.watchContactList(
        (driver.window.rootViewController as? NavigationController)?.topViewController, in: list)
      try driver.tap("+")
      try ModuleInspector.watchAddContact(driver.window.topViewController, in: add)
      try driver.tap("Done")
      try driver.tap("OK")
      try driver.fill("First name", with: "Ada")
      try driver.fill("Last name", with: "Lovelace")
      try driver.tap(button)
      #expect(driver.snapshot.title == "Contacts")
      #expect(add.survivors == [], "the add-contact module outlived its dismissal")
      driver.window.rootViewController = nil
    }
    #expect(add.count == 6)
    #expect(list.count == 6)
    #expect(list.survivors == [], "the contact list module outlived its screen")
  }

  @Test(
    "The Upcoming modules are freed: add-item once dismissed, the list once released",
    arguments: ["Save", "Cancel"])
  func upcomingModules(button: String) throws {
    let list = LifetimeWatcher()
    let add = LifetimeWatcher()
    do {
      let store = SQLiteStore.inMemory()
      list.watch("SQLiteStore", store)
      let root = UpcomingListWireframe.makeModule(
        todoStore: store, clock: FixedDayClock(.at("2024-05-15")), firstWeekday: .sunday)
      let driver = ScreenDriver(root: NavigationController(rootViewController: root))
      try ModuleInspector.watchUpcomingList(root, in: list)
      try driver.tap("+")
      try ModuleInspector.watchAddItem(driver.window.topViewController, in: add)
      try driver.tap("Save")
      try driver.tap("OK")
      try driver.fill("Name", with: "Buy milk")
      try driver.tap(button)
      #expect(driver.snapshot.title == "Upcoming")
      #expect(add.survivors == [], "the add-item module outlived its dismissal")
      driver.window.rootViewController = nil
    }
    #expect(add.count == 6)
    #expect(list.count == 6)
    #expect(list.survivors == [], "the Upcoming list module outlived its screen")
  }

  @Test("An add module that failed to save is still freed once cancelled")
  func addModuleAfterStorageFailure() throws {
    let add = LifetimeWatcher()
    let driver = ScreenDriver(
      root: NavigationController(
        rootViewController: ContactListWireframe.makeModule(
          contactStore: FailingStore(.readOnly(path: "/tmp/ro.sqlite")))))
    try driver.tap("OK")
    try driver.tap("+")
    try ModuleInspector.watchAddContact(driver.window.topViewController, in: add)
    try driver.fill("First name", with: "Ada")
    try driver.fill("Last name", with: "Lovelace")
    try driver.tap("Done")
    #expect(driver.snapshot.alert?.message == StorageError.readOnly(path: "/tmp/ro.sqlite").description)
    try driver.tap("OK")
    try driver.tap("Cancel")
    #expect(add.survivors == [])
  }

  @Test("The whole app built by AppBuilder is freed with its window's root, after use of both tabs")
  func wholeApp() throws {
    let roles = LifetimeWatcher()
    do {
      let store = SQLiteStore.inMemory()
      roles.watch("SQLiteStore", store)
      let root = AppBuilder.makeRootViewController(
        contactStore: store, todoStore: store, clock: FixedDayClock(.at("2024-05-15")), firstWeekday: .monday)
      let driver = ScreenDriver(root: root)
      let tabs = try #require(root as? TabBarController)
      roles.watch("TabBarController", tabs)
      try driver.tap("+")
      try ModuleInspector.watchAddContact(driver.window.topViewController, in: roles)
      try driver.fill("First name", with: "Ada")
      try driver.fill("Last name", with: "Lovelace")
      try driver.tap("Done")
      try driver.selectTab("Upcoming")
      try driver.tap("+")
      try ModuleInspector.watchAddItem(driver.window.topViewController, in: roles)
      try driver.fill("Name", with: "Buy milk")
      try driver.tap("Save")
      #expect(driver.snapshot.rowTexts == ["Buy milk"])
      for stack in tabs.viewControllers {
        let navigation = try #require(stack as? NavigationController)
        roles.watch("NavigationController \(navigation.title ?? "")", navigation)
      }
      try ModuleInspector.watchContactList(
        (tabs.viewControllers[0] as? NavigationController)?.viewControllers.first, in: roles)
      try ModuleInspector.watchUpcomingList(
        (tabs.viewControllers[1] as? NavigationController)?.viewControllers.first, in: roles)
      driver.window.rootViewController = nil
    }
    #expect(roles.count == 26)
    #expect(roles.survivors == [])
  }
}
