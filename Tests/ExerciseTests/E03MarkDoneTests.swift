import ArchLab
import Entities
import ScreenKit
import Storage
import TestSupport
import Testing

/// Exercise 03: marking a to-do item done by swiping its row, in every active architecture.
@MainActor
@Suite(
  "03 · Mark a to-do item done", .enabled(if: Exercise.markDone.isActive, Exercise.markDone.inactiveReason))
struct E03MarkDoneTests {
  /// A Wednesday; weeks start on Sunday, so Next Week is 2024-05-19 through 2024-05-25.
  let today = Day.at("2024-05-15")

  /// Items in every section: Today, Tomorrow (two), Later This Week, Next Week.
  static let items = [
    ("Pay rent", "2024-05-15"), ("Call Ada", "2024-05-16"), ("Buy milk", "2024-05-16"),
    ("Plan trip", "2024-05-17"), ("Dentist", "2024-05-21"),
  ]

  /// A store holding these items, added in this order.
  private func store(_ items: [(String, String)] = Self.items, at path: String? = nil) throws -> SQLiteStore {
    let store = try path.map { try SQLiteStore.open(at: $0) } ?? SQLiteStore.inMemory()
    for (title, day) in items { _ = try store.addItem(title: title, dueDate: .at(day)) }
    return store
  }

  /// The app on `store`, showing the Upcoming tab.
  private func upcoming(_ architecture: Architecture, store: SQLiteStore) throws -> AppSession {
    let app = AppSession(architecture, today: today, store: store)
    try app.driver.selectTab("Upcoming")
    return app
  }

  @Test(
    "AC1 · Swiping an Upcoming item offers one action, Done", arguments: Exercise.markDone.activeArchitectures
  )
  func swipeOffersDone(architecture: Architecture) throws {
    let app = try upcoming(architecture, store: try store())
    let table = try #require(app.driver.tableViews.first)
    for path in [RowPath(row: 0, section: 0), RowPath(row: 1, section: 1), RowPath(row: 0, section: 3)] {
      let actions = table.swipeActions(forRowAt: path)
      #expect(actions.map(\.title) == ["Done"])
      #expect(actions.map(\.style) == [.normal])
    }
  }

  @Test(
    "AC2 · Done marks the item done and it leaves Upcoming; the other items keep their sections and order",
    arguments: Exercise.markDone.activeArchitectures)
  func doneLeavesTheList(architecture: Architecture) throws {
    let store = try store()
    let app = try upcoming(architecture, store: store)
    try app.driver.swipe("Call Ada", action: "Done")
    #expect(app.screen.alert == nil)
    #expect(app.screen.sectionHeaders == ["Today", "Tomorrow", "Later This Week", "Next Week"])
    #expect(app.screen.rowTexts == ["Pay rent", "Buy milk", "Plan trip", "Dentist"])
    let stored = try store.items(dueFrom: .at("2024-05-15"), through: .at("2024-05-25"))
    #expect(stored.map(\.title) == Self.items.map(\.0), "a done item is kept in storage, not deleted")
  }

  @Test(
    "AC3 · When the last item of a section is done its section disappears, and with none left the list says No Upcoming Items",
    arguments: Exercise.markDone.activeArchitectures)
  func sectionsDisappear(architecture: Architecture) throws {
    let app = try upcoming(architecture, store: try store())
    try app.driver.swipe("Plan trip", action: "Done")
    #expect(app.screen.sectionHeaders == ["Today", "Tomorrow", "Next Week"])
    #expect(app.screen.rowTexts == ["Pay rent", "Buy milk", "Call Ada", "Dentist"])
    for title in ["Pay rent", "Buy milk", "Dentist"] { try app.driver.swipe(title, action: "Done") }
    #expect(app.screen.sectionHeaders == ["Tomorrow"])
    try app.driver.swipe("Call Ada", action: "Done")
    #expect(app.screen.rowTexts.isEmpty)
    #expect(app.screen.sectionHeaders.isEmpty)
    #expect(app.screen.emptyMessage == "No Upcoming Items")
  }

  @Test(
    "AC4 · A done item is still done when the app is opened again on the same file",
    arguments: Exercise.markDone.activeArchitectures)
  func donePersists(architecture: Architecture) throws {
    let folder = TemporaryDirectory()
    let path = folder.file("items.sqlite")
    do {
      let app = try upcoming(architecture, store: try store(at: path))
      try app.driver.swipe("Pay rent", action: "Done")
    }
    let reopened = try upcoming(architecture, store: try SQLiteStore.open(at: path))
    #expect(reopened.screen.sectionHeaders == ["Tomorrow", "Later This Week", "Next Week"])
    #expect(reopened.screen.rowTexts == ["Buy milk", "Call Ada", "Plan trip", "Dentist"])
    try reopened.addItem("Pay rent", due: "2024-05-15")
    #expect(reopened.screen.rowTexts.first == "Pay rent", "a new item with the same title is not done")
  }

  @Test(
    "AC5 · When storage fails, Done shows the Error alert with the storage error and the item stays",
    arguments: Exercise.markDone.activeArchitectures)
  func storageFailure(architecture: Architecture) throws {
    let folder = TemporaryDirectory()
    let path = folder.file("ro.sqlite")
    _ = try store(at: path)
    let app = try upcoming(architecture, store: try SQLiteStore.open(at: path, readOnly: true))
    try app.driver.swipe("Dentist", action: "Done")
    #expect(
      app.screen.alert
        == .init(title: "Error", message: StorageError.readOnly(path: path).description, actions: ["OK"]))
    try app.driver.tap("OK")
    #expect(app.screen.alert == nil)
    #expect(app.screen.rowTexts == ["Pay rent", "Buy milk", "Call Ada", "Plan trip", "Dentist"])
    let reopened = try upcoming(architecture, store: try SQLiteStore.open(at: path))
    #expect(reopened.screen.rowTexts == ["Pay rent", "Buy milk", "Call Ada", "Plan trip", "Dentist"])
  }
}
