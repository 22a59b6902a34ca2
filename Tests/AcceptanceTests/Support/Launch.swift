import ArchLab
import CaseBook
import Entities
import ScreenKit
import Storage
import TestSupport

/// One architecture's app launched on a case's data, driven through its screens.
@MainActor
struct Launch {
  let driver: ScreenDriver
  /// The database, when the app runs on one (not on a failing store).
  let store: SQLiteStore

  /// Launches `architecture` on a fresh in-memory database holding `contacts`
  /// and `items`, added in order.
  init(
    _ architecture: Architecture, today: Day = .at(CaseBook.today), firstWeekday: Weekday = .sunday,
    contacts: [ContactName] = [], items: [ItemSpec] = []
  ) throws {
    let store = SQLiteStore.inMemory()
    for contact in contacts { _ = try store.addContact(firstName: contact.first, lastName: contact.last) }
    for item in items { _ = try store.addItem(title: item.title, dueDate: item.due) }
    self.store = store
    driver = ScreenDriver(
      root: architecture.makeRootViewController(
        AppDependencies(store: store, clock: FixedDayClock(today), firstWeekday: firstWeekday)))
  }

  /// Launches `architecture` on the given stores.
  init(_ architecture: Architecture, contactStore: any ContactStore, todoStore: any TodoStore) throws {
    store = SQLiteStore.inMemory()
    driver = ScreenDriver(
      root: architecture.makeRootViewController(
        AppDependencies(
          contactStore: contactStore, todoStore: todoStore, clock: FixedDayClock(.at(CaseBook.today)))))
  }

  var screen: ScreenSnapshot { driver.snapshot }

  /// Fills New Contact with `name` and taps `Done`.
  func addContact(_ name: ContactName) throws {
    try driver.tap("+")
    try driver.fill("First name", with: name.first)
    try driver.fill("Last name", with: name.last)
    try driver.tap("Done")
  }

  /// Fills Add Item (the due date only when given) and taps `Save`.
  func addItem(name: String, due: String?) throws {
    try driver.tap("+")
    try driver.fill("Name", with: name)
    if let due { try driver.fill("Due date", with: due) }
    try driver.tap("Save")
  }

  /// The Upcoming list's sections as shown.
  var sections: [ExpectedSection] {
    var sections: [ExpectedSection] = []
    for element in screen.elements {
      switch element {
      case .sectionHeader(let title): sections.append(ExpectedSection(title, []))
      case .row(let text, let detail): sections[sections.count - 1].rows.append(.init(text, detail))
      default: break
      }
    }
    return sections
  }

  /// The form's fields, label and text, in order.
  var fields: [ScreenCase.Field] {
    screen.elements.compactMap {
      if case .field(let label, let text, _) = $0 { .init(label, text) } else { nil }
    }
  }

  /// Plays a leak case on `store`, watching with `check` the objects that must
  /// be gone at the end.
  static func leakScenario(
    _ architecture: Architecture, _ exit: LeakCase.Exit, store: SQLiteStore, check: LeakCheck
  ) throws {
    let dependencies = AppDependencies(store: store, clock: FixedDayClock(.at(CaseBook.today)))
    let window = Window()
    var root: ViewController? = architecture.makeRootViewController(dependencies)
    window.rootViewController = root
    let driver = ScreenDriver(window: window)
    switch exit {
    case .appReleased, .contactListReleased, .upcomingListReleased:
      if exit == .upcomingListReleased { try driver.selectTab("Upcoming") }
      check.watch(from: root as Any, excluding: [store, window])
      window.rootViewController = nil
      root = nil
    case .addContactCancelled, .addContactDone, .addItemCancelled, .addItemSaved:
      let items = exit == .addItemCancelled || exit == .addItemSaved
      if items { try driver.selectTab("Upcoming") }
      // What exists before the form is presented stays: only the form's own objects are watched.
      let before = ObjectGraph.objects(from: window, excluding: [store])
      try driver.tap("+")
      let presented = try requireValue(root?.presentedViewController, "the presented form")
      check.watch(from: presented, excluding: before + [store])
      switch exit {
      case .addContactCancelled, .addItemCancelled: try driver.tap("Cancel")
      case .addContactDone:
        try driver.fill("First name", with: "Ada")
        try driver.fill("Last name", with: "Lovelace")
        try driver.tap("Done")
      default:
        try driver.fill("Name", with: "Buy milk")
        try driver.tap("Save")
      }
    }
  }
}

/// The value, or an error naming what was missing.
func requireValue<T>(_ value: T?, _ what: String = "value") throws -> T {
  guard let value else { throw MissingValue(what: what) }
  return value
}

/// A value a test needed was missing.
struct MissingValue: Error, CustomStringConvertible {
  let what: String
  var description: String { "missing \(what)" }
}
