import ArchLab
import Entities
import ScreenKit
import Storage
import TestSupport
import Testing

/// Exercise 04: selecting a contact pushes a detail screen in the Contacts tab.
@MainActor
@Suite(
  "04 · A contact detail screen",
  .enabled(if: Exercise.contactDetail.isActive, Exercise.contactDetail.inactiveReason))
struct E04ContactDetailTests {
  let today = Day.at("2024-05-15")

  /// The app on a store that already holds these contacts, in this order.
  func app(_ architecture: Architecture, with names: [(String, String)]) throws -> AppSession {
    let store = SQLiteStore.inMemory()
    for (first, last) in names { _ = try store.addContact(firstName: first, lastName: last) }
    return AppSession(architecture, today: today, store: store)
  }

  @Test(
    "AC1 · Selecting a contact pushes the Contact screen with its first and last names, under the tabs",
    arguments: Exercise.contactDetail.activeArchitectures)
  func pushesDetail(architecture: Architecture) throws {
    let app = try app(architecture, with: [("Grace", "Hopper"), ("Ada", "Lovelace")])
    try app.driver.select("Grace Hopper")
    let screen = app.screen
    #expect(screen.title == "Contact")
    #expect(screen.backButton == "< Contacts")
    #expect(screen.leftButtons.isEmpty && screen.rightButtons.isEmpty)
    #expect(screen.elements == [.label("First name: Grace"), .label("Last name: Hopper")])
    #expect(screen.tabs == ["Contacts", "Upcoming"])
    #expect(screen.selectedTab == "Contacts")
  }

  @Test(
    "AC2 · Back returns to the list with the same rows and the same scroll position",
    arguments: Exercise.contactDetail.activeArchitectures)
  func backKeepsTheList(architecture: Architecture) throws {
    let names = (1...30).map { ("Person", $0 < 10 ? "0\($0)" : "\($0)") }
    let app = try app(architecture, with: names)
    try app.driver.scroll(pages: 1)
    let table = try #require(app.driver.tableViews.first)
    let before = app.screen
    let (offset, reloads) = (table.firstVisibleRow, table.reloadCount)
    #expect(offset > 0)
    try app.driver.select("Person 25")
    #expect(app.screen.elements == [.label("First name: Person"), .label("Last name: 25")])
    try app.driver.tap("< Contacts")
    #expect(app.screen == before)
    let after = try #require(app.driver.tableViews.first)
    #expect(after === table)
    #expect(table.firstVisibleRow == offset)
    #expect(table.reloadCount == reloads, "going back rebuilt the list")
  }

  @Test(
    "AC3 · The Contact screen shows the selected contact's names exactly as stored, not split from the row",
    arguments: Exercise.contactDetail.activeArchitectures)
  func exactNames(architecture: Architecture) throws {
    let app = try app(
      architecture, with: [("Ann Marie", "Lee"), ("Ann", "Marie Lee Jr"), ("Zoë", "Ko\u{0301}ta 👩‍👩‍👧‍👦")])
    try app.driver.select("Ann Marie Lee")
    #expect(app.screen.elements == [.label("First name: Ann Marie"), .label("Last name: Lee")])
    try app.driver.tap("< Contacts")
    try app.driver.select("Ann Marie Lee Jr")
    #expect(app.screen.elements == [.label("First name: Ann"), .label("Last name: Marie Lee Jr")])
    try app.driver.tap("< Contacts")
    try app.driver.select("Zoë Ko\u{0301}ta 👩‍👩‍👧‍👦")
    #expect(app.screen.elements == [.label("First name: Zoë"), .label("Last name: Ko\u{0301}ta 👩‍👩‍👧‍👦")])
  }

  @Test(
    "AC4 · A contact added after the list loaded opens its own details, and so do the rows it moved down",
    arguments: Exercise.contactDetail.activeArchitectures)
  func afterInsertion(architecture: Architecture) throws {
    let app = try app(architecture, with: [("Alice", "Archer"), ("Eve", "Evans")])
    try app.addContact("  Dan ", "Dale")
    #expect(app.screen.rowTexts == ["Alice Archer", "Dan Dale", "Eve Evans"])
    try app.driver.select("Dan Dale")
    #expect(app.screen.elements == [.label("First name: Dan"), .label("Last name: Dale")])
    try app.driver.tap("< Contacts")
    try app.driver.select("Eve Evans")
    #expect(app.screen.elements == [.label("First name: Eve"), .label("Last name: Evans")])
  }

  @Test(
    "AC5 · After going back, the Contact screen's view controller is freed",
    arguments: Exercise.contactDetail.activeArchitectures)
  func detailIsFreed(architecture: Architecture) throws {
    let app = try app(architecture, with: [("Ada", "Lovelace")])
    let tabs = try #require(app.driver.window.rootViewController as? TabBarController)
    let stack = try #require(tabs.viewControllers.first as? NavigationController)
    try app.driver.select("Ada Lovelace")
    #expect(stack.viewControllers.count == 2)
    weak let detail = stack.topViewController
    try #require(app.screen.title == "Contact")
    try app.driver.tap("< Contacts")
    #expect(app.screen.title == "Contacts")
    #expect(stack.viewControllers.count == 1)
    #expect(detail == nil, "the Contact screen outlived going back")
  }
}
