import ArchLab
import CaseBook
import Entities
import ScreenKit
import Storage
import TestSupport
import Testing

/// The case book, every case through the screens of every architecture, as a
/// user would meet it: this checks the book itself (a wrong expectation fails
/// here in every architecture), while each module's unit tests run the same
/// cases through that architecture's own seams.
@MainActor
@Suite("The case book, through the screens of every architecture")
struct CaseBookAcceptanceTests {
  @Test("Every case has a unique id")
  func uniqueIDs() {
    let ids = CaseBook.all.map(\.id)
    #expect(Set(ids).count == ids.count)
    #expect(ids.count >= 100)
  }

  @Test("Contacts are listed in order", arguments: Architecture.allCases, CaseBook.contactOrder)
  func contactOrder(_ architecture: Architecture, _ bookCase: ContactOrderCase) throws {
    let app = try Launch(architecture, contacts: bookCase.stored)
    #expect(app.screen.rowTexts == bookCase.expectedRows)
  }

  @Test("A contact added is inserted at its place", arguments: Architecture.allCases, CaseBook.contactInsert)
  func contactInsert(_ architecture: Architecture, _ bookCase: ContactInsertCase) throws {
    let app = try Launch(architecture, contacts: bookCase.stored)
    let table = try #require(app.driver.tableViews.first)
    let reloads = table.reloadCount
    try app.addContact(bookCase.added)
    #expect(app.screen.rowTexts == bookCase.expectedRows)
    #expect(table.reloadCount == reloads)
    #expect(table.insertedRowCount == 1)
  }

  @Test("Done on New Contact saves or refuses", arguments: Architecture.allCases, CaseBook.contactInput)
  func contactInput(_ architecture: Architecture, _ bookCase: ContactInputCase) throws {
    let app = try Launch(architecture)
    try app.addContact(bookCase.typed)
    switch bookCase.outcome {
    case .saved(let name):
      #expect(app.screen.alert == nil)
      #expect(app.screen.title == "Contacts")
      #expect(try app.store.allContacts().map { ContactName($0.firstName, $0.lastName) } == [name])
    case .alert(let message):
      #expect(app.screen.alert == .init(title: "Error", message: message, actions: ["OK"]))
      try app.driver.tap("OK")
      #expect(app.screen.title == "New Contact")
      #expect(app.screen.fieldText("First name") == bookCase.typed.first)
      #expect(app.screen.fieldText("Last name") == bookCase.typed.last)
      #expect(try app.store.allContacts().isEmpty)
    }
  }

  @Test("Save on Add Item saves or refuses", arguments: Architecture.allCases, CaseBook.itemInput)
  func itemInput(_ architecture: Architecture, _ bookCase: ItemInputCase) throws {
    let app = try Launch(architecture, today: bookCase.today)
    try app.driver.selectTab("Upcoming")
    try app.addItem(name: bookCase.name, due: bookCase.due)
    let stored = try app.store.items(dueFrom: Day(year: 1, month: 1, day: 1)!, through: .at("9999-12-31"))
    switch bookCase.outcome {
    case .saved(let title, let due):
      #expect(app.screen.alert == nil)
      #expect(app.screen.title == "Upcoming")
      #expect(stored.map(\.title) == [title])
      #expect(stored.map(\.dueDate) == [due])
    case .alert(let message):
      #expect(app.screen.alert == .init(title: "Error", message: message, actions: ["OK"]))
      try app.driver.tap("OK")
      #expect(app.screen.title == "Add Item")
      #expect(app.screen.fieldText("Name") == bookCase.name)
      #expect(app.screen.fieldText("Due date") == bookCase.due ?? bookCase.today.description)
      #expect(stored.isEmpty)
    }
  }

  @Test("Upcoming shows its sections", arguments: Architecture.allCases, CaseBook.sections)
  func sections(_ architecture: Architecture, _ bookCase: SectionCase) throws {
    let app = try Launch(
      architecture, today: bookCase.today, firstWeekday: bookCase.firstWeekday, items: bookCase.stored)
    try app.driver.selectTab("Upcoming")
    #expect(app.sections == bookCase.expected)
    if bookCase.expected.isEmpty { #expect(app.screen.emptyMessage == "No Upcoming Items") }
  }

  @Test("An item saved is inserted at its place", arguments: Architecture.allCases, CaseBook.upcomingInsert)
  func upcomingInsert(_ architecture: Architecture, _ bookCase: UpcomingInsertCase) throws {
    let app = try Launch(
      architecture, today: bookCase.today, firstWeekday: bookCase.firstWeekday, items: bookCase.stored)
    try app.driver.selectTab("Upcoming")
    let table = try #require(app.driver.tableViews.first)
    let (reloads, inserted, sectionCount) = (
      table.reloadCount, table.insertedRowCount, table.numberOfSections
    )
    try app.addItem(name: bookCase.added.title, due: bookCase.added.due.description)
    #expect(app.screen.alert == nil)
    #expect(app.sections == bookCase.expected)
    #expect(table.reloadCount == reloads)
    switch bookCase.change {
    case .row:
      #expect(table.insertedRowCount == inserted + 1)
      #expect(table.numberOfSections == sectionCount)
    case .section:
      #expect(table.insertedRowCount == inserted + 1)
      #expect(table.numberOfSections == sectionCount + 1)
    case .none:
      #expect(table.insertedRowCount == inserted)
    }
  }

  @Test("An empty list says so", arguments: Architecture.allCases, CaseBook.emptyStates)
  func emptyState(_ architecture: Architecture, _ bookCase: EmptyStateCase) throws {
    let app = try Launch(architecture, today: bookCase.today, items: bookCase.storedItems)
    if bookCase.list == .upcoming { try app.driver.selectTab("Upcoming") }
    #expect(app.screen.rowTexts.isEmpty)
    #expect(app.screen.emptyMessage == bookCase.expectedMessage)
  }

  @Test("Cancel saves nothing", arguments: Architecture.allCases, CaseBook.cancels)
  func cancel(_ architecture: Architecture, _ bookCase: CancelCase) throws {
    let app = try Launch(architecture)
    switch bookCase.form {
    case .contact(let name):
      try app.driver.tap("+")
      try app.driver.fill("First name", with: name.first)
      try app.driver.fill("Last name", with: name.last)
      try app.driver.tap("Cancel")
      #expect(app.screen.title == "Contacts")
      #expect(try app.store.allContacts().isEmpty)
    case .item(let name, let due):
      try app.driver.selectTab("Upcoming")
      try app.driver.tap("+")
      try app.driver.fill("Name", with: name)
      try app.driver.fill("Due date", with: due)
      try app.driver.tap("Cancel")
      #expect(app.screen.title == "Upcoming")
      #expect(try app.store.items(dueFrom: .at("2000-01-01"), through: .at("2100-01-01")).isEmpty)
    }
    #expect(app.screen.alert == nil)
    #expect(app.screen.emptyMessage != nil)
  }

  @Test("Storage failing shows its error", arguments: Architecture.allCases, CaseBook.storageFailures)
  func storageFailure(_ architecture: Architecture, _ bookCase: StorageFailureCase) throws {
    let failing = FailingStore(bookCase)
    let working = SQLiteStore.inMemory()
    let app =
      switch bookCase.operation {
      case .loadContacts, .saveContact: try Launch(architecture, contactStore: failing, todoStore: working)
      case .loadItems, .saveItem: try Launch(architecture, contactStore: working, todoStore: failing)
      }
    let alert = ScreenSnapshot.Alert(title: "Error", message: bookCase.expectedMessage, actions: ["OK"])
    switch bookCase.operation {
    case .loadContacts:
      #expect(app.screen.alert == alert)
      try app.driver.tap("OK")
      #expect(app.screen.rowTexts.isEmpty)
    case .loadItems:
      try app.driver.selectTab("Upcoming")
      #expect(app.screen.alert == alert)
      try app.driver.tap("OK")
      #expect(app.screen.rowTexts.isEmpty)
    case .saveContact(let name):
      try app.addContact(name)
      #expect(app.screen.alert == alert)
      try app.driver.tap("OK")
      #expect(app.screen.title == "New Contact")
      #expect(app.screen.fieldText("First name") == name.first)
      try app.driver.tap("Cancel")
      #expect(app.screen.rowTexts.isEmpty)
    case .saveItem(let name, let due):
      try app.driver.selectTab("Upcoming")
      try app.addItem(name: name, due: due)
      #expect(app.screen.alert == alert)
      try app.driver.tap("OK")
      #expect(app.screen.title == "Add Item")
      #expect(app.screen.fieldText("Name") == name)
      try app.driver.tap("Cancel")
      #expect(app.screen.rowTexts.isEmpty)
    }
  }

  @Test("A screen's objects are freed when it goes away", arguments: Architecture.allCases, CaseBook.leaks)
  func leaks(_ architecture: Architecture, _ bookCase: LeakCase) throws {
    let store = SQLiteStore.inMemory()
    let check = LeakCheck()
    try Launch.leakScenario(architecture, bookCase.exit, store: store, check: check)
    #expect(check.count > 0)
    #expect(check.survivors == [])
  }

  @Test("Each screen shows what it should", arguments: Architecture.allCases, CaseBook.screens)
  func screens(_ architecture: Architecture, _ bookCase: ScreenCase) throws {
    let app = try Launch(architecture)
    switch bookCase.screen {
    case .app, .contactList, .addContact: break
    case .upcomingList, .addItem: try app.driver.selectTab("Upcoming")
    }
    switch bookCase.expectation {
    case .tabs(let tabs):
      #expect(app.screen.tabs == tabs)
      #expect(app.screen.selectedTab == tabs.first)
    case .list(let title, let addButton, let presents):
      #expect(app.screen.title == title)
      #expect(app.screen.rightButtons == [addButton])
      try app.driver.tap(addButton)
      #expect(app.screen.title == presents)
      #expect(app.screen.tabs.isEmpty)
    case .form(let title, let fields, let cancel, let confirm):
      try app.driver.tap("+")
      #expect(app.screen.title == title)
      #expect(app.screen.leftButtons == [cancel])
      #expect(app.screen.rightButtons == [confirm])
      #expect(app.fields == fields)
    }
  }
}
