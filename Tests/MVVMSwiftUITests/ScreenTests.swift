import CaseBook
import Entities
import ScreenKit
import Storage
import TestSupport
import Testing

@testable import MVVMSwiftUI

/// The views on a window, on stub stores: what lives in the views rather
/// than in the view models — the table inserting what the rows gained, the
/// alert a view model's message puts up, a sheet's view model made anew each
/// time it opens, a list read once however often it appears.
@MainActor
@Suite("The views, on a window")
struct ScreenTests {
  @Test("A saved contact is inserted in the table, which is not reloaded")
  func contactInserted() throws {
    let app = AppOnWindow(contacts: StubContactStore(names: ["Ada Lovelace", "Zoé Martin"]))
    let table = try #require(app.driver.tableViews.first)
    let reloads = table.reloadCount
    try app.driver.tap("+")
    try app.driver.fill("First name", with: "  émile")
    try app.driver.fill("Last name", with: "Durand ")
    try app.driver.tap("Done")
    #expect(app.screen.title == "Contacts")
    #expect(app.screen.rowTexts == ["Ada Lovelace", "émile Durand", "Zoé Martin"])
    #expect(table.reloadCount == reloads)
    #expect(table.insertedRowCount == 1)
    #expect(table.inconsistencies.isEmpty)
  }

  @Test("A saved item is inserted with its section, the table not reloaded")
  func itemInserted() throws {
    let app = AppOnWindow(
      todos: StubTodoStore(items: [TodoItem(id: 1, title: "Today", dueDate: .at("2024-05-15"))]))
    try app.driver.selectTab("Upcoming")
    let table = try #require(app.driver.tableViews.last)
    let reloads = table.reloadCount
    try app.driver.tap("+")
    try app.driver.fill("Name", with: "Pay rent")
    try app.driver.fill("Due date", with: "2024-05-20")
    try app.driver.tap("Save")
    try app.driver.tap("+")
    try app.driver.fill("Name", with: "Call mum")
    try app.driver.tap("Save")
    #expect(
      app.sections == [
        ExpectedSection("Today", [.init("Call mum", nil), .init("Today", nil)]),
        ExpectedSection("Next Week", [.init("Pay rent", "Monday")]),
      ])
    #expect(table.reloadCount == reloads)
    #expect(table.insertedRowCount == 2)
    #expect(table.inconsistencies.isEmpty)
  }

  @Test("The view model's message is the Error alert; OK puts it away and the form stays as typed")
  func alert() throws {
    let app = AppOnWindow()
    try app.driver.tap("+")
    try app.driver.fill("First name", with: "Ada")
    try app.driver.tap("Done")
    #expect(
      app.screen.alert
        == .init(title: "Error", message: CaseBook.Message.contactNamesRequired, actions: ["OK"]))
    try app.driver.tap("OK")
    #expect(app.screen.alert == nil && app.screen.title == "New Contact")
    #expect(app.fields == [.init("First name", "Ada"), .init("Last name", "")])
  }

  @Test("A list that cannot be read shows the storage error when it first appears")
  func loadFails() throws {
    let todos = StubTodoStore()
    todos.loadError = .busy(path: "/tmp/x.sqlite")
    let app = AppOnWindow(todos: todos)
    #expect(app.screen.alert == nil, "Upcoming is read when its tab is first shown")
    try app.driver.selectTab("Upcoming")
    #expect(app.screen.alert?.message == StorageError.busy(path: "/tmp/x.sqlite").description)
    try app.driver.tap("OK")
    #expect(app.screen.emptyMessage == "No Upcoming Items")
  }

  @Test("A list is read once, however often its tab appears")
  func readOnce() throws {
    let app = AppOnWindow()
    for _ in 0..<2 {
      try app.driver.selectTab("Upcoming")
      try app.driver.selectTab("Contacts")
    }
    #expect(app.contacts.loadCount == 1 && app.todos.requestedRanges.count == 1)
  }

  @Test("A form's view model is made when its sheet opens: a new one each time")
  func newFormEachTime() throws {
    let app = AppOnWindow(today: .at("2024-05-15"))
    try app.driver.selectTab("Upcoming")
    try app.driver.tap("+")
    try app.driver.fill("Name", with: "Buy milk")
    try app.driver.fill("Due date", with: "2024-05-16")
    try app.driver.tap("Cancel")
    try app.driver.tap("+")
    #expect(app.fields == [.init("Name", ""), .init("Due date", "2024-05-15")])
    #expect(
      app.screen.elements.contains(.field(label: "Due date", text: "2024-05-15", placeholder: "YYYY-MM-DD")))
  }
}
