import CaseBook
import Entities
import ScreenKit
import Storage
import TestSupport
import Testing

@testable import MV

extension CaseBookTests {
  /// In MV a list screen cannot be built without the environment root that
  /// holds its model, so every case runs on the app as `AppBuilder` assembles
  /// it, on a window. A list's case watches everything reachable from the app
  /// once that list was shown (its model, its screens, the view graph, the
  /// nodes and state of its views) and releases the app; a form's case
  /// watches every object that opening the form made reachable from the
  /// window (its screens, its views' nodes, their `@State` storage) and
  /// closes the form, the app still shown.
  @Test("A screen's objects are freed when it goes away", arguments: CaseBook.leaks)
  func leaks(_ bookCase: LeakCase) throws {
    let store = SQLiteStore.inMemory()
    let check = LeakCheck()
    let window = Window()
    var root: ViewController? = AppBuilder.makeRootViewController(
      contactStore: store, todoStore: store, clock: FixedDayClock(.at(CaseBook.today)), firstWeekday: .sunday)
    window.rootViewController = root
    let driver = ScreenDriver(window: window)
    if !bookCase.exit.isContact { try driver.selectTab("Upcoming") }
    switch bookCase.exit {
    case .appReleased, .contactListReleased, .upcomingListReleased:
      if bookCase.exit == .appReleased {
        try driver.selectTab("Upcoming")
        try driver.selectTab("Contacts")
      }
      check.watch(from: root as Any, excluding: [store, window])
      #expect(check.watches(typeNamed: bookCase.exit == .upcomingListReleased ? ".Agenda" : ".ContactBook"))
      #expect(check.watches(typeNamed: ".HostingController"))
      window.rootViewController = nil
      root = nil
    case .addContactCancelled, .addContactDone, .addItemCancelled, .addItemSaved:
      // What stays: everything the window reached before `+`, and the models' own parts
      // (listed from the models: the graph search stops 40 levels deep, so what it
      // reaches from the window depends on the way it takes).
      let reached = ObjectGraph.objects(from: window, excluding: [store])
      let models = reached.filter { $0 is ContactBook || $0 is Agenda }
      let before = reached + models.flatMap { ObjectGraph.objects(from: $0, excluding: [store]) }
      let known = Set(before.map(ObjectIdentifier.init))
      try driver.tap("+")
      for object in ObjectGraph.objects(from: window, excluding: [store])
      where !known.contains(ObjectIdentifier(object)) {
        check.watch(from: object, excluding: before + [store])
      }
      #expect(check.watches(typeNamed: ".HostingController"))
      #expect(check.watches(typeNamed: bookCase.exit.isContact ? "<MV.ContactDraft>" : "<MV.ItemDraft>"))
      try closeForm(bookCase.exit, with: driver)
      #expect(driver.snapshot.title == (bookCase.exit.isContact ? "Contacts" : "Upcoming"))
      #expect(root?.presentedViewController == nil)
    }
    #expect(check.count > 0)
    #expect(check.survivors == [])
  }

  /// Fills the form and taps `Done` or `Save`, or taps `Cancel`, as `exit` says.
  private func closeForm(_ exit: LeakCase.Exit, with driver: ScreenDriver) throws {
    switch exit {
    case .addContactDone:
      try driver.fill("First name", with: "Ada")
      try driver.fill("Last name", with: "Lovelace")
      try driver.tap("Done")
      #expect(driver.snapshot.rowTexts == ["Ada Lovelace"])
    case .addItemSaved:
      try driver.fill("Name", with: "Buy milk")
      try driver.tap("Save")
      #expect(driver.snapshot.rowTexts == ["Buy milk"])
    default:
      try driver.tap("Cancel")
    }
  }
}

extension LeakCase.Exit {
  /// Whether the screen is one of the Contacts tab's.
  var isContact: Bool {
    switch self {
    case .contactListReleased, .addContactCancelled, .addContactDone, .appReleased: true
    default: false
    }
  }
}
