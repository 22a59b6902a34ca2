import Entities
import ScreenKit
import Storage
import TestSupport
import Testing

@testable import MVVM

/// Builds each screen on a window, presents and dismisses its add screen, and
/// checks with weak references that every role object is freed: nothing holds
/// a view controller, view model, router or service longer than its screen.
@MainActor
@Suite("Screen lifetimes")
struct ScreenLifetimeTests {
  let today = Day.at("2024-05-15")

  /// The root of the MVVM app on a fresh in-memory database.
  func makeApp(store: SQLiteStore = .inMemory()) -> ScreenDriver {
    ScreenDriver(
      root: AppBuilder.makeRootViewController(
        contactStore: store, todoStore: store, clock: FixedDayClock(today), firstWeekday: .sunday))
  }

  /// Tracks the view controller on top of the modal on screen, and its parts.
  func trackPresentedForm(on driver: ScreenDriver, in tracker: WeakTracker) {
    let navigation = driver.window.topViewController as? NavigationController
    let form = navigation?.topViewController
    let viewModel: AnyObject? = reflectedChild("viewModel", of: form)
    tracker.track("presented navigation controller", navigation)
    tracker.track("add view controller", form)
    tracker.track("add view model", viewModel)
    tracker.track("add router", reflectedChild("router", of: viewModel))
    tracker.track("add alert view model", reflectedChild("errorAlert", of: viewModel))
  }

  /// Tracks the list view controller of tab `index` and its parts.
  func trackList(at index: Int, of driver: ScreenDriver, in tracker: WeakTracker) {
    let tabs = driver.window.rootViewController as? TabBarController
    let navigation = tabs?.viewControllers[index] as? NavigationController
    let list = navigation?.topViewController
    let viewModel: AnyObject? = reflectedChild("viewModel", of: list)
    let router: AnyObject? = reflectedChild("router", of: viewModel)
    tracker.track("tab bar controller", tabs)
    tracker.track("list navigation controller", navigation)
    tracker.track("list view controller", list)
    tracker.track("list view model", viewModel)
    tracker.track("list router", router)
    tracker.track("list alert view model", reflectedChild("errorAlert", of: viewModel))
    tracker.track("service", reflectedChild("service", of: viewModel))
    tracker.track("service the router hands on", reflectedChild("service", of: router))
  }

  @Test("New Contact's objects are freed when it is dismissed, by Done, by Cancel or after an alert")
  func addContactIsFreed() throws {
    let driver = makeApp()
    for dismissal in ["Done", "Cancel", "alert then Cancel"] {
      let tracker = WeakTracker()
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
      #expect(tracker.count == 5 && tracker.missing.isEmpty, "not found: \(tracker.missing)")
      #expect(tracker.alive.isEmpty, "still alive after \(dismissal): \(tracker.alive)")
    }
  }

  @Test("Add Item's objects are freed when it is dismissed, by Save, by Cancel or after an alert")
  func addItemIsFreed() throws {
    let driver = makeApp()
    try driver.selectTab("Upcoming")
    for dismissal in ["Save", "Cancel", "alert then Cancel"] {
      let tracker = WeakTracker()
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
      #expect(tracker.count == 5 && tracker.missing.isEmpty, "not found: \(tracker.missing)")
      #expect(tracker.alive.isEmpty, "still alive after \(dismissal): \(tracker.alive)")
    }
  }

  @Test("Every object of both tabs is freed once the app is released, after adds, alerts and cancels")
  func wholeAppIsFreed() throws {
    let tracker = WeakTracker()
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
    #expect(tracker.count == 26 && tracker.missing.isEmpty, "not found: \(tracker.missing)")
    #expect(tracker.alive.isEmpty, "still alive: \(tracker.alive)")
  }

  @Test("A screen with an alert up is freed too, once the app is released")
  func screenWithAlertIsFreed() throws {
    let tracker = WeakTracker()
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
    #expect(tracker.count == 13 && tracker.missing.isEmpty, "not found: \(tracker.missing)")
    #expect(tracker.alive.isEmpty, "still alive: \(tracker.alive)")
  }
}
