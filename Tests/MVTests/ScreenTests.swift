import CaseBook
import Entities
import ScreenKit
import Storage
import TestSupport
import Testing

@testable import MV

/// What MV's views own, on the app as `AppBuilder` assembles it, driven
/// through ScreenKit's `ScreenDriver`: when the lists read their models, what a
/// form starts with, that the sheets' state goes with them.
@MainActor
@Suite("MV's views, on the screen")
struct ScreenTests {
  @Test("Each list reads storage when it first appears, not each time its tab is chosen again")
  func listsLoadOnce() throws {
    let store = try Seed.store(
      contacts: [ContactName("Ada", "Lovelace")], items: [ItemSpec("Milk", "2024-05-15")])
    let app = try AppOnWindow(contactStore: store, todoStore: store)
    #expect(app.screen.rowTexts == ["Ada Lovelace"])
    _ = try store.addContact(firstName: "Alan", lastName: "Turing")
    _ = try store.addItem(title: "Bread", dueDate: .at("2024-05-15"))
    try app.driver.selectTab("Upcoming")
    #expect(app.screen.rowTexts == ["Bread", "Milk"], "read when first shown")
    _ = try store.addItem(title: "Eggs", dueDate: .at("2024-05-15"))
    try app.driver.selectTab("Contacts")
    #expect(app.screen.rowTexts == ["Ada Lovelace"])
    try app.driver.selectTab("Upcoming")
    #expect(app.screen.rowTexts == ["Bread", "Milk"])
  }

  @Test("Add Item's due date is the clock's today when + is tapped")
  func addItemPrefillsToday() throws {
    let clock = SettableDayClock(.at("2024-05-15"))
    let driver = ScreenDriver(
      root: AppBuilder.makeRootViewController(
        contactStore: SQLiteStore.inMemory(), todoStore: SQLiteStore.inMemory(), clock: clock,
        firstWeekday: .sunday))
    try driver.selectTab("Upcoming")
    clock.set(.at("2024-05-17"))
    try driver.tap("+")
    #expect(driver.snapshot.fieldText("Due date") == "2024-05-17")
    #expect(
      driver.snapshot.elements.contains(
        .field(label: "Due date", text: "2024-05-17", placeholder: "YYYY-MM-DD")))
  }

  @Test("A form's draft goes with its sheet: opened again, it starts empty")
  func formStartsAfresh() throws {
    let app = try AppOnWindow.contacts()
    try app.driver.tap("+")
    try app.driver.fill("First name", with: "Ada")
    try app.driver.tap("Cancel")
    try app.driver.tap("+")
    #expect(app.fields == [.init("First name", ""), .init("Last name", "")])
    try app.driver.tap("Cancel")
    try app.driver.selectTab("Upcoming")
    try app.driver.tap("+")
    try app.driver.fill("Name", with: "Milk")
    try app.driver.fill("Due date", with: "soon")
    try app.driver.tap("Cancel")
    try app.driver.tap("+")
    #expect(app.fields == [.init("Name", ""), .init("Due date", CaseBook.today)])
  }

  @Test("An alert's OK puts it away and keeps the form; Done then saves and closes it")
  func alertThenSave() throws {
    let app = try AppOnWindow.contacts([ContactName("Zoé", "Martin")])
    try app.driver.tap("+")
    try app.driver.fill("First name", with: "Ada")
    try app.driver.tap("Done")
    #expect(app.screen.alert == .error(CaseBook.Message.contactNamesRequired))
    try app.driver.tap("OK")
    try app.driver.fill("Last name", with: "Lovelace")
    try app.driver.tap("Done")
    #expect(app.screen.alert == nil && app.screen.title == "Contacts")
    #expect(app.screen.rowTexts == ["Ada Lovelace", "Zoé Martin"])
    #expect(app.root.presentedViewController == nil)
  }
}
