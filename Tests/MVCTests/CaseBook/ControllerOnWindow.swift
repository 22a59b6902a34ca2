import CaseBook
import Entities
import ScreenKit
import Storage
import TestSupport

@testable import MVC

/// One of MVC's list controllers in a navigation controller on a window, on an
/// in-memory store holding a case's data, driven through its screen.
@MainActor
struct ControllerOnWindow {
  /// The store the controller reads and writes (the in-memory database, unless a case gives another).
  let store: any ContactStore & TodoStore
  /// The list controller under test.
  let controller: ViewController
  let driver: ScreenDriver

  private init(store: any ContactStore & TodoStore, controller: ViewController) {
    self.store = store
    self.controller = controller
    driver = ScreenDriver(root: NavigationController(rootViewController: controller))
  }

  /// The contact list on `store`, or on a new in-memory database holding `contacts`, added in order.
  static func contactList(_ contacts: [ContactName] = [], store: (any ContactStore & TodoStore)? = nil) throws
    -> ControllerOnWindow
  {
    let store = try store ?? seeded(contacts: contacts)
    return ControllerOnWindow(store: store, controller: ContactListViewController(store: store))
  }

  /// The Upcoming list on `store`, or on a new in-memory database holding `items`, for `today`.
  static func upcomingList(
    _ items: [ItemSpec] = [], today: Day = .at(CaseBook.today), firstWeekday: Weekday = .sunday,
    store: (any ContactStore & TodoStore)? = nil
  ) throws -> ControllerOnWindow {
    let store = try store ?? seeded(items: items)
    let controller = UpcomingListViewController(
      store: store, clock: FixedDayClock(today), firstWeekday: firstWeekday)
    return ControllerOnWindow(store: store, controller: controller)
  }

  /// A new in-memory database holding `contacts` and `items`, added in order.
  static func seeded(contacts: [ContactName] = [], items: [ItemSpec] = []) throws -> SQLiteStore {
    let store = SQLiteStore.inMemory()
    for contact in contacts { _ = try store.addContact(firstName: contact.first, lastName: contact.last) }
    for item in items { _ = try store.addItem(title: item.title, dueDate: item.due) }
    return store
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
    get throws { try store.allContacts().map { ContactName($0.firstName, $0.lastName) } }
  }

  /// Every item stored, whatever its day.
  var storedItems: [TodoItem] {
    get throws { try store.items(dueFrom: .at("0001-01-01"), through: .at("9999-12-31")) }
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
