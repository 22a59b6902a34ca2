import CaseBook
import Entities
import ScreenKit
import Storage
import TestSupport
import Testing

@testable import TCASwiftUI

/// The views on a window, on test clients: what lives in the views rather than
/// in the reducers — the table inserting what the state gained, the alert the
/// state holds, a form's state new each time its sheet opens, a list read once
/// however often it appears.
@MainActor
@Suite("The views, on a window")
struct ScreenTests {
  @Test("A saved contact is inserted in the table, which is not reloaded")
  func contactInserted() throws {
    var contacts = ContactsClient.holding([
      Contact(id: 1, firstName: "Ada", lastName: "Lovelace"),
      Contact(id: 2, firstName: "Zoé", lastName: "Martin"),
    ])
    contacts.add = { first, last in Contact(id: 3, firstName: first, lastName: last) }
    let app = AppOnWindow(contacts: contacts)
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
    let saved = Calls<TodoItem>()
    var todos = TodosClient.holding([TodoItem(id: 1, title: "Today", dueDate: .at("2024-05-15"))])
    todos.add = { title, due in
      let item = TodoItem(id: Int64(saved.all.count + 2), title: title, dueDate: due)
      saved.record(item)
      return item
    }
    let app = AppOnWindow(todos: todos)
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

  @Test("The state's alert is the Error alert; OK sends dismiss and the form stays as typed")
  func alert() throws {
    let app = AppOnWindow()
    try app.driver.tap("+")
    try app.driver.fill("First name", with: "Ada")
    try app.driver.tap("Done")
    #expect(
      app.screen.alert
        == .init(title: "Error", message: CaseBook.Message.contactNamesRequired, actions: ["OK"]))
    #expect(
      app.store.state.contactList.addContact?.alert == .error(CaseBook.Message.contactNamesRequired))
    try app.driver.tap("OK")
    #expect(app.screen.alert == nil && app.screen.title == "New Contact")
    #expect(app.store.state.contactList.addContact?.alert == nil)
    #expect(app.fields == [.init("First name", "Ada"), .init("Last name", "")])
  }

  @Test("A list that cannot be read shows the storage error when it first appears")
  func loadFails() throws {
    var todos = TodosClient()
    todos.items = { (_, _) throws(StorageError) in throw .busy(path: "/tmp/x.sqlite") }
    let app = AppOnWindow(todos: todos)
    #expect(app.screen.alert == nil, "Upcoming is read when its tab is first shown")
    try app.driver.selectTab("Upcoming")
    #expect(app.screen.alert?.message == StorageError.busy(path: "/tmp/x.sqlite").description)
    try app.driver.tap("OK")
    #expect(app.screen.emptyMessage == "No Upcoming Items")
  }

  @Test("A list is read once, however often its tab appears")
  func readOnce() throws {
    let (contactReads, itemReads) = (Calls<Int>(), Calls<Day>())
    var contacts = ContactsClient()
    contacts.all = {
      contactReads.record(1)
      return []
    }
    var todos = TodosClient()
    todos.items = { first, _ in
      itemReads.record(first)
      return []
    }
    let app = AppOnWindow(contacts: contacts, todos: todos)
    for _ in 0..<2 {
      try app.driver.selectTab("Upcoming")
      try app.driver.selectTab("Contacts")
    }
    #expect(contactReads.all.count == 1 && itemReads.all.count == 1)
  }

  @Test("A form's state is made when + is tapped: a new one each time its sheet opens")
  func newFormEachTime() throws {
    let app = AppOnWindow(today: .at("2024-05-15"))
    try app.driver.selectTab("Upcoming")
    try app.driver.tap("+")
    try app.driver.fill("Name", with: "Buy milk")
    try app.driver.fill("Due date", with: "2024-05-16")
    try app.driver.tap("Cancel")
    #expect(app.store.state.upcomingList.addItem == nil)
    try app.driver.tap("+")
    #expect(app.fields == [.init("Name", ""), .init("Due date", "2024-05-15")])
    #expect(
      app.screen.elements.contains(.field(label: "Due date", text: "2024-05-15", placeholder: "YYYY-MM-DD")))
  }
}
