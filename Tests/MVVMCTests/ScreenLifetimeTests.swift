import CaseBook
import Entities
import ScreenKit
import Storage
import TestSupport
import Testing

@testable import MVVMC

/// Builds the app on a window, presents and dismisses each add screen, and
/// checks with the case book's `LeakCheck` that every object is freed: nothing
/// holds a coordinator, view controller, view model or service longer than its
/// flow.
@MainActor
@Suite("Screen lifetimes")
struct ScreenLifetimeTests {
  let today = Day.at("2024-05-15")

  /// The root of the MVVM-C app on a fresh in-memory database.
  func makeApp(store: SQLiteStore = .inMemory()) -> ScreenDriver {
    ScreenDriver(
      root: AppBuilder.makeRootViewController(
        contactStore: store, todoStore: store, clock: FixedDayClock(today), firstWeekday: .sunday))
  }

  /// Watches the modal on screen and every object reachable from it that the
  /// screens under it do not hold: its view controllers, view model, alert, and
  /// the coordinator of its flow (a child of a tab's coordinator; the tabs'
  /// coordinators are the app coordinator's children, and stay).
  func trackPresentedForm(on driver: ScreenDriver, in tracker: LeakCheck) {
    guard let form = driver.window.topViewController else { return }
    let flows: [AnyObject] = ObjectGraph.objects(from: driver.window)
      .compactMap { $0 as? any CoordinatorProtocol }.filter { !($0 is AppCoordinator) }
      .flatMap(\.childCoordinators)
    let parts: [AnyObject] = [form] + flows
    tracker.watch(from: parts, excluding: ObjectGraph.objects(from: driver.window, excluding: parts))
  }

  /// Watches the tab bar (with the app coordinator it keeps), the list of tab
  /// `index` and every object reachable from them but the database (GRDB's own
  /// objects live for good).
  func trackList(at index: Int, of driver: ScreenDriver, in tracker: LeakCheck) {
    let tabs = driver.window.rootViewController as? TabBarController
    let list = tabs?.viewControllers[index] as Any
    let stores = ObjectGraph.objects(from: tabs as Any).filter { $0 is SQLiteStore }
    tracker.watch(from: tabs as Any, excluding: (tabs?.viewControllers ?? []) + stores)
    tracker.watch(from: list, excluding: ObjectGraph.objects(from: list).filter { $0 is SQLiteStore })
  }

  /// The parts of a screen, whose type names end in `roles`, that `tracker` did not find.
  func missing(_ roles: [String], in tracker: LeakCheck) -> [String] {
    roles.filter { !tracker.watches(typeNamed: $0) }
  }

  /// The parts of New Contact and of Add Item.
  let addContactRoles = [
    "AddContactViewController", "AddContactViewModel", "AddContactCoordinator", "ErrorAlertViewModel",
  ]
  let addItemRoles = [
    "AddItemViewController", "AddItemViewModel", "AddItemCoordinator", "ErrorAlertViewModel",
  ]
  /// The parts of the root: the tab bar and the app coordinator it keeps.
  let rootRoles = ["RootTabBarController", "AppCoordinator"]
  /// The parts of the lists.
  let contactListRoles = [
    "ContactListViewController", "ContactListViewModel", "ContactsCoordinator", "ContactService",
  ]
  let upcomingListRoles = [
    "UpcomingListViewController", "UpcomingListViewModel", "UpcomingCoordinator", "TodoService",
  ]

  @Test("New Contact's objects are freed when it is dismissed, by Done, by Cancel or after an alert")
  func addContactIsFreed() throws {
    let driver = makeApp()
    for dismissal in ["Done", "Cancel", "alert then Cancel"] {
      let tracker = LeakCheck()
      try driver.tap("+")
      trackPresentedForm(on: driver, in: tracker)
      if dismissal == "alert then Cancel" {
        try driver.tap("Done")
        #expect(driver.snapshot.alert != nil)
        try driver.tap("OK")
      }
      try driver.fill("First name", with: "Ada")
      try driver.fill("Last name", with: "Lovelace")
      try driver.tap(dismissal == "Done" ? "Done" : "Cancel")
      #expect(driver.snapshot.title == "Contacts")
      #expect(missing(addContactRoles, in: tracker) == [])
      #expect(tracker.survivors.isEmpty, "still alive after \(dismissal): \(tracker.survivors)")
    }
  }

  @Test("Add Item's objects are freed when it is dismissed, by Save, by Cancel or after an alert")
  func addItemIsFreed() throws {
    let driver = makeApp()
    try driver.selectTab("Upcoming")
    for dismissal in ["Save", "Cancel", "alert then Cancel"] {
      let tracker = LeakCheck()
      try driver.tap("+")
      trackPresentedForm(on: driver, in: tracker)
      if dismissal == "alert then Cancel" {
        try driver.tap("Save")
        #expect(driver.snapshot.alert != nil)
        try driver.tap("OK")
      }
      try driver.fill("Name", with: "Buy milk")
      try driver.tap(dismissal == "Save" ? "Save" : "Cancel")
      #expect(driver.snapshot.title == "Upcoming")
      #expect(missing(addItemRoles, in: tracker) == [])
      #expect(tracker.survivors.isEmpty, "still alive after \(dismissal): \(tracker.survivors)")
    }
  }

  @Test("Every object of both tabs is freed once the app is released, after adds, alerts and cancels")
  func wholeAppIsFreed() throws {
    let tracker = LeakCheck()
    do {
      let driver = makeApp()
      trackList(at: 0, of: driver, in: tracker)
      try driver.tap("+")
      trackPresentedForm(on: driver, in: tracker)
      try driver.tap("Done")
      try driver.tap("OK")
      try driver.fill("First name", with: "Ada")
      try driver.fill("Last name", with: "Lovelace")
      try driver.tap("Done")
      try driver.selectTab("Upcoming")
      trackList(at: 1, of: driver, in: tracker)
      try driver.tap("+")
      trackPresentedForm(on: driver, in: tracker)
      try driver.fill("Name", with: "Buy milk")
      try driver.tap("Save")
      #expect(driver.snapshot.rowTexts == ["Buy milk"])
    }
    #expect(
      missing(rootRoles + contactListRoles + upcomingListRoles + addContactRoles + addItemRoles, in: tracker)
        == [])
    #expect(tracker.survivors.isEmpty, "still alive: \(tracker.survivors)")
  }

  @Test("A screen with an alert up is freed too, once the app is released")
  func screenWithAlertIsFreed() throws {
    let tracker = LeakCheck()
    do {
      let folder = TemporaryDirectory()
      let path = folder.file("ro.sqlite")
      _ = try SQLiteStore.open(at: path)
      let driver = makeApp(store: try SQLiteStore.open(at: path, readOnly: true))
      trackList(at: 0, of: driver, in: tracker)
      try driver.tap("+")
      trackPresentedForm(on: driver, in: tracker)
      try driver.fill("First name", with: "Ada")
      try driver.fill("Last name", with: "Lovelace")
      try driver.tap("Done")
      #expect(driver.snapshot.alert?.message == StorageError.readOnly(path: path).description)
    }
    #expect(missing(rootRoles + contactListRoles + addContactRoles, in: tracker) == [])
    #expect(tracker.survivors.isEmpty, "still alive: \(tracker.survivors)")
  }
}
