import CaseBook
import Entities
import ScreenKit
import Storage
import TestSupport

@testable import MV

/// MV's app, as `AppBuilder` assembles it, on a window, on the tab a test
/// needs, driven as a user would: how the behaviour that lives in MV's views
/// (the sheets, the alerts, what a form keeps, how the list changes) is tested.
@MainActor
struct AppOnWindow {
  /// The store the contact list reads and writes.
  let contactStore: any ContactStore
  /// The store the Upcoming list reads and writes.
  let todoStore: any TodoStore
  /// The app's root (a tab bar).
  let root: ViewController
  let driver: ScreenDriver

  /// The app on `contactStore` and `todoStore`, today `today`, on the tab `tab`.
  init(
    contactStore: any ContactStore, todoStore: any TodoStore, today: Day = .at(CaseBook.today),
    firstWeekday: Weekday = .sunday, tab: String = "Contacts"
  ) throws {
    self.contactStore = contactStore
    self.todoStore = todoStore
    root = AppBuilder.makeRootViewController(
      contactStore: contactStore, todoStore: todoStore, clock: FixedDayClock(today),
      firstWeekday: firstWeekday)
    driver = ScreenDriver(root: root)
    if tab != "Contacts" { try driver.selectTab(tab) }
  }

  /// The Contacts tab on `store`, or on a new in-memory database holding `contacts`, added in order.
  static func contacts(_ contacts: [ContactName] = [], store: (any ContactStore)? = nil) throws -> AppOnWindow
  {
    let store = try store ?? Seed.store(contacts: contacts)
    return try AppOnWindow(contactStore: store, todoStore: SQLiteStore.inMemory())
  }

  /// The Upcoming tab on `store`, or on a new in-memory database holding `items`, for `today`.
  static func upcoming(
    _ items: [ItemSpec] = [], today: Day = .at(CaseBook.today), firstWeekday: Weekday = .sunday,
    store: (any TodoStore)? = nil
  ) throws -> AppOnWindow {
    let store = try store ?? Seed.store(items: items)
    return try AppOnWindow(
      contactStore: SQLiteStore.inMemory(), todoStore: store, today: today, firstWeekday: firstWeekday,
      tab: "Upcoming")
  }

  var screen: ScreenSnapshot { driver.snapshot }

  /// The list's table.
  var table: TableView? { driver.tableViews.first }

  /// Taps `+`, types `name` into New Contact and taps `Done`.
  func addContact(_ name: ContactName) throws {
    try driver.tap("+")
    try driver.fill("First name", with: name.first)
    try driver.fill("Last name", with: name.last)
    try driver.tap("Done")
  }

  /// Taps `+`, types into Add Item (the due date only when given) and taps `Save`.
  func addItem(name: String, due: String?) throws {
    try driver.tap("+")
    try driver.fill("Name", with: name)
    if let due { try driver.fill("Due date", with: due) }
    try driver.tap("Save")
  }

  /// Every contact stored, as names.
  var storedContacts: [ContactName] {
    get throws { try contactStore.allContacts().map { ContactName($0.firstName, $0.lastName) } }
  }

  /// Every item stored, whatever its day.
  var storedItems: [TodoItem] {
    get throws { try todoStore.items(dueFrom: .at("0001-01-01"), through: .at("9999-12-31")) }
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

  /// The fields on screen, label and text, in order.
  var fields: [ScreenCase.Field] {
    screen.elements.compactMap {
      if case .field(let label, let text, _) = $0 { .init(label, text) } else { nil }
    }
  }
}

extension ScreenSnapshot.Alert {
  /// The feature's error alert: title `Error`, `message`, one `OK` button.
  static func error(_ message: String) -> ScreenSnapshot.Alert {
    .init(title: "Error", message: message, actions: ["OK"])
  }
}
