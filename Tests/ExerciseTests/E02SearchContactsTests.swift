import ArchLab
import Entities
import ScreenKit
import Storage
import TestSupport
import Testing

/// Exercise 02: the contact list filters as the user types in a Search field.
@MainActor
@Suite(
  "02 · Search contacts as you type",
  .enabled(if: Exercise.searchContacts.isActive, Exercise.searchContacts.inactiveReason))
struct E02SearchContactsTests {
  let today = Day.at("2024-05-15")

  /// The app on a store that already holds `names` ("First Last"), in this order.
  func app(_ architecture: Architecture, with names: [String]) throws -> AppSession {
    let store = SQLiteStore.inMemory()
    for name in names {
      let parts = name.split(separator: " ", maxSplits: 1).map(String.init)
      _ = try store.addContact(firstName: parts[0], lastName: parts[1])
    }
    return AppSession(architecture, today: today, store: store)
  }

  @Test(
    "AC1 · The contact list shows an empty Search field with the placeholder Name above its rows",
    arguments: Exercise.searchContacts.activeArchitectures)
  func searchField(architecture: Architecture) throws {
    let app = try app(architecture, with: ["Grace Hopper", "Ada Lovelace"])
    #expect(app.screen.title == "Contacts")
    #expect(app.screen.rightButtons == ["+"])
    #expect(
      app.screen.elements == [
        .field(label: "Search", text: "", placeholder: "Name"),
        .row(text: "Ada Lovelace", detail: nil), .row(text: "Grace Hopper", detail: nil),
      ])
    let empty = AppSession(architecture, today: today)
    #expect(
      empty.screen.elements == [
        .field(label: "Search", text: "", placeholder: "Name"), .emptyMessage("No Contacts"),
      ])
  }

  @Test(
    "AC2 · Each change to the query shows only the contacts whose full name contains it, trimmed, ignoring case and accents, in sorted order",
    arguments: Exercise.searchContacts.activeArchitectures)
  func filters(architecture: Architecture) throws {
    let app = try app(
      architecture,
      with: ["Zoé Martin", "Émile Durand", "emile zola", "Ada Lovelace", "Noémie Ernst", "Eve Adams"])
    try app.driver.fill("Search", with: "émi")
    #expect(app.screen.rowTexts == ["Émile Durand", "emile zola", "Noémie Ernst"])
    try app.driver.fill("Search", with: "EMILE")
    #expect(app.screen.rowTexts == ["Émile Durand", "emile zola"])
    try app.driver.fill("Search", with: "  e d\t")
    #expect(app.screen.rowTexts == ["Émile Durand"])
    try app.driver.fill("Search", with: "ada lo")
    #expect(app.screen.rowTexts == ["Ada Lovelace"])
    try app.driver.fill("Search", with: "ma")
    #expect(app.screen.rowTexts == ["Zoé Martin"])
    #expect(app.screen.fieldText("Search") == "ma")
  }

  @Test(
    "AC3 · An empty or blank query shows every contact again",
    arguments: Exercise.searchContacts.activeArchitectures, ["", "   ", " \t "])
  func blankShowsAll(architecture: Architecture, query: String) throws {
    let app = try app(architecture, with: ["Carol Cole", "Alice Archer", "Bob Brown"])
    try app.driver.fill("Search", with: "bo")
    #expect(app.screen.rowTexts == ["Bob Brown"])
    try app.driver.fill("Search", with: query)
    #expect(app.screen.rowTexts == ["Alice Archer", "Bob Brown", "Carol Cole"])
  }

  @Test(
    "AC4 · When contacts exist but none matches, the list says No Results; with no contacts at all it says No Contacts",
    arguments: Exercise.searchContacts.activeArchitectures)
  func emptyMessages(architecture: Architecture) throws {
    let app = AppSession(architecture, today: today)
    try app.driver.fill("Search", with: "zz")
    #expect(app.screen.emptyMessage == "No Contacts")
    try app.addContact("Ada", "Lovelace")
    #expect(app.screen.rowTexts.isEmpty)
    #expect(app.screen.emptyMessage == "No Results")
    try app.driver.fill("Search", with: "ada")
    #expect(app.screen.rowTexts == ["Ada Lovelace"])
    #expect(app.screen.emptyMessage == nil)
    try app.driver.fill("Search", with: "adax")
    #expect(app.screen.emptyMessage == "No Results")
  }

  @Test(
    "AC5 · A contact added during a search is inserted at its sorted place if it matches, and appears only once the search is cleared if not",
    arguments: Exercise.searchContacts.activeArchitectures)
  func addWhileSearching(architecture: Architecture) throws {
    let app = try app(architecture, with: ["Alice Archer", "Carol Cole", "Eve Evans", "Dora Dale"])
    try app.driver.fill("Search", with: "a")
    #expect(app.screen.rowTexts == ["Alice Archer", "Carol Cole", "Dora Dale", "Eve Evans"])
    try app.driver.fill("Search", with: "cole")
    let table = try #require(app.driver.tableViews.first)
    let reloads = table.reloadCount
    try app.addContact("Nicole", "Abbot")
    #expect(app.screen.rowTexts == ["Carol Cole", "Nicole Abbot"])
    #expect(app.screen.fieldText("Search") == "cole")
    try app.addContact("Abe", "Colé")
    #expect(app.screen.rowTexts == ["Abe Colé", "Carol Cole", "Nicole Abbot"])
    try app.addContact("Zed", "Zulu")
    #expect(app.screen.rowTexts == ["Abe Colé", "Carol Cole", "Nicole Abbot"])
    #expect(table.reloadCount == reloads, "the list was rebuilt instead of inserting one row")
    #expect(table.insertedRowCount == 2)
    #expect(table.inconsistencies.isEmpty)
    try app.driver.fill("Search", with: "")
    #expect(
      app.screen.rowTexts == [
        "Abe Colé", "Alice Archer", "Carol Cole", "Dora Dale", "Eve Evans", "Nicole Abbot", "Zed Zulu",
      ])
  }

  @Test(
    "AC6 · Searching filters the contacts already loaded and does not read storage again",
    arguments: Exercise.searchContacts.activeArchitectures)
  func noStorageRead(architecture: Architecture) throws {
    let app = try app(architecture, with: ["Ada Lovelace", "Grace Hopper"])
    _ = try app.store.addContact(firstName: "Adam", lastName: "Smith")
    try app.driver.fill("Search", with: "ada")
    #expect(app.screen.rowTexts == ["Ada Lovelace"])
    try app.driver.fill("Search", with: "")
    #expect(app.screen.rowTexts == ["Ada Lovelace", "Grace Hopper"])
  }
}
