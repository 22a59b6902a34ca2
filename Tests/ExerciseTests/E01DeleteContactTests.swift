import ArchLab
import Entities
import ScreenKit
import Storage
import TestSupport
import Testing

/// Exercise 01: deleting a contact by swiping its row, in every active architecture.
@MainActor
@Suite(
  "01 · Delete a contact",
  .enabled(if: Exercise.deleteContact.isActive, Exercise.deleteContact.inactiveReason))
struct E01DeleteContactTests {
  let today = Day.at("2024-05-15")

  /// A store holding these `"First Last"` contacts, added in this order.
  private func store(_ names: [String], at path: String? = nil) throws -> SQLiteStore {
    let store = try path.map { try SQLiteStore.open(at: $0) } ?? SQLiteStore.inMemory()
    for name in names {
      let parts = name.split(separator: " ", maxSplits: 1).map(String.init)
      _ = try store.addContact(firstName: parts[0], lastName: parts[1])
    }
    return store
  }

  @Test(
    "AC1 · Swiping a contact offers one action, Delete, drawn as destructive",
    arguments: Exercise.deleteContact.activeArchitectures)
  func swipeOffersDelete(architecture: Architecture) throws {
    let app = AppSession(architecture, today: today, store: try store(["Ada Lovelace", "Grace Hopper"]))
    let table = try #require(app.driver.tableViews.first)
    for row in 0..<2 {
      let actions = table.swipeActions(forRowAt: RowPath(row: row, section: 0))
      #expect(actions.map(\.title) == ["Delete"])
      #expect(actions.map(\.style) == [.destructive])
    }
  }

  @Test(
    "AC2 · Delete removes the contact and only its row, without reloading the list; the others keep their order",
    arguments: Exercise.deleteContact.activeArchitectures)
  func deleteRemovesOneRow(architecture: Architecture) throws {
    let store = try store(["Eve Evans", "Alice Archer", "Carol Cole", "Dan Dale"])
    let app = AppSession(architecture, today: today, store: store)
    #expect(app.screen.rowTexts == ["Alice Archer", "Carol Cole", "Dan Dale", "Eve Evans"])
    let table = try #require(app.driver.tableViews.first)
    let reloads = table.reloadCount
    try app.driver.swipe("Carol Cole", action: "Delete")
    #expect(app.screen.alert == nil, "no confirmation, no error")
    #expect(app.screen.rowTexts == ["Alice Archer", "Dan Dale", "Eve Evans"])
    #expect(try store.allContacts().map(\.firstName) == ["Eve", "Alice", "Dan"])
    let after = try #require(app.driver.tableViews.first)
    #expect(after === table)
    #expect(table.reloadCount == reloads, "the list was rebuilt instead of deleting one row")
    #expect(table.deletedRowCount == 1)
    #expect(table.inconsistencies.isEmpty)
  }

  @Test(
    "AC3 · Deleting the last contact shows No Contacts",
    arguments: Exercise.deleteContact.activeArchitectures)
  func deletingTheLastShowsEmpty(architecture: Architecture) throws {
    let store = try store(["Ada Lovelace", "Grace Hopper"])
    let app = AppSession(architecture, today: today, store: store)
    try app.driver.swipe("Grace Hopper", action: "Delete")
    #expect(app.screen.emptyMessage == nil)
    try app.driver.swipe("Ada Lovelace", action: "Delete")
    #expect(app.screen.rowTexts.isEmpty)
    #expect(app.screen.emptyMessage == "No Contacts")
    #expect(try store.allContacts().isEmpty)
  }

  @Test(
    "AC4 · A deleted contact is still gone when the app is opened again on the same file",
    arguments: Exercise.deleteContact.activeArchitectures)
  func deletionPersists(architecture: Architecture) throws {
    let folder = TemporaryDirectory()
    let path = folder.file("contacts.sqlite")
    do {
      let app = AppSession(
        architecture, today: today,
        store: try store(["Ada Lovelace", "Grace Hopper", "Alan Turing"], at: path))
      try app.driver.swipe("Ada Lovelace", action: "Delete")
    }
    let reopened = AppSession(architecture, today: today, store: try SQLiteStore.open(at: path))
    #expect(reopened.screen.rowTexts == ["Alan Turing", "Grace Hopper"])
  }

  @Test(
    "AC5 · A contact added after a delete is inserted at its sorted position",
    arguments: Exercise.deleteContact.activeArchitectures)
  func insertionAfterDelete(architecture: Architecture) throws {
    let app = AppSession(
      architecture, today: today, store: try store(["Alice Archer", "Bob Brown", "Carol Cole", "Eve Evans"]))
    let table = try #require(app.driver.tableViews.first)
    let reloads = table.reloadCount
    try app.driver.swipe("Bob Brown", action: "Delete")
    try app.addContact("Dan", "Dale")
    try app.addContact("bob", "brown")
    #expect(app.screen.rowTexts == ["Alice Archer", "bob brown", "Carol Cole", "Dan Dale", "Eve Evans"])
    #expect(table.reloadCount == reloads)
    #expect(table.insertedRowCount == 2)
    #expect(table.deletedRowCount == 1)
    #expect(table.inconsistencies.isEmpty)
  }

  @Test(
    "AC6 · When storage fails, Delete shows the Error alert with the storage error and the row stays",
    arguments: Exercise.deleteContact.activeArchitectures)
  func storageFailure(architecture: Architecture) throws {
    let folder = TemporaryDirectory()
    let path = folder.file("ro.sqlite")
    _ = try store(["Ada Lovelace", "Grace Hopper"], at: path)
    let app = AppSession(architecture, today: today, store: try SQLiteStore.open(at: path, readOnly: true))
    let table = try #require(app.driver.tableViews.first)
    try app.driver.swipe("Ada Lovelace", action: "Delete")
    #expect(
      app.screen.alert
        == .init(title: "Error", message: StorageError.readOnly(path: path).description, actions: ["OK"]))
    try app.driver.tap("OK")
    #expect(app.screen.alert == nil)
    #expect(app.screen.rowTexts == ["Ada Lovelace", "Grace Hopper"])
    #expect(table.deletedRowCount == 0)
    #expect(table.inconsistencies.isEmpty)
    #expect(try app.store.allContacts().count == 2)
  }
}
