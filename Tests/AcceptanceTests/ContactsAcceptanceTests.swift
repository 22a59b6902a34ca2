import ArchLab
import Entities
import ScreenKit
import Storage
import TestSupport
import Testing

/// The Contacts tab of Docs/Feature.md, driven through the screens of every architecture.
@MainActor
@Suite("Contacts, in every architecture")
struct ContactsAcceptanceTests {
  let today = Day.at("2024-05-15")

  @Test(
    "The list is titled Contacts, has a + button and says No Contacts when empty",
    arguments: Architecture.underTest)
  func emptyList(architecture: Architecture) {
    let app = AppSession(architecture, today: today)
    #expect(app.screen.title == "Contacts")
    #expect(app.screen.rightButtons == ["+"])
    #expect(app.screen.emptyMessage == "No Contacts")
    #expect(app.screen.rowTexts.isEmpty)
    #expect(app.screen.tabs == ["Contacts", "Upcoming"])
    #expect(app.screen.selectedTab == "Contacts")
  }

  @Test("+ presents New Contact with two fields, Cancel and Done", arguments: Architecture.underTest)
  func addScreen(architecture: Architecture) throws {
    let app = AppSession(architecture, today: today)
    try app.driver.tap("+")
    let screen = app.screen
    #expect(screen.title == "New Contact")
    #expect(screen.leftButtons == ["Cancel"])
    #expect(screen.rightButtons == ["Done"])
    #expect(
      screen.elements == [
        .field(label: "First name", text: "", placeholder: nil),
        .field(label: "Last name", text: "", placeholder: nil),
      ])
    #expect(screen.tabs.isEmpty, "a modal covers the tab bar")
  }

  @Test(
    "Contacts sort by full name ignoring case and accents, ties in the order added",
    arguments: Architecture.underTest)
  func sorting(architecture: Architecture) throws {
    let app = AppSession(architecture, today: today)
    for (first, last) in [
      ("Zoé", "Martin"), ("émile", "Durand"), ("Emile", "Durand"), ("Adam", "Smith"), ("adam", "smith"),
      ("Ève", "Adams"),
    ] {
      try app.addContact(first, last)
    }
    #expect(
      app.screen.rowTexts == [
        "Adam Smith", "adam smith", "émile Durand", "Emile Durand", "Ève Adams", "Zoé Martin",
      ])
  }

  @Test(
    "A new contact is inserted at its sorted position, without reloading the list",
    arguments: Architecture.underTest)
  func sortedInsertion(architecture: Architecture) throws {
    let store = SQLiteStore.inMemory()
    for name in ["Alice Archer", "Carol Cole", "Eve Evans"] {
      let parts = name.split(separator: " ")
      _ = try store.addContact(firstName: String(parts[0]), lastName: String(parts[1]))
    }
    let app = AppSession(architecture, today: today, store: store)
    #expect(app.screen.rowTexts == ["Alice Archer", "Carol Cole", "Eve Evans"])
    let table = try #require(app.driver.tableViews.first)
    let reloads = table.reloadCount
    try app.addContact("Dan", "Dale")
    #expect(app.screen.rowTexts == ["Alice Archer", "Carol Cole", "Dan Dale", "Eve Evans"])
    let after = try #require(app.driver.tableViews.first)
    #expect(after === table)
    #expect(table.reloadCount == reloads, "the list was rebuilt instead of inserting one row")
    #expect(table.insertedRowCount == 1)
    #expect(table.inconsistencies.isEmpty)
  }

  @Test(
    "Done with an empty name shows the Error alert and keeps the form", arguments: Architecture.underTest,
    [("", "Lovelace"), ("Ada", ""), ("   ", "Lovelace"), ("Ada", " \t "), ("", "")])
  func emptyName(architecture: Architecture, names: (String, String)) throws {
    let app = AppSession(architecture, today: today)
    try app.addContact(names.0, names.1)
    let alert = try #require(app.screen.alert)
    #expect(
      alert == .init(title: "Error", message: "A contact must have first and last names", actions: ["OK"]))
    try app.driver.tap("OK")
    #expect(app.screen.alert == nil)
    #expect(app.screen.title == "New Contact")
    #expect(app.screen.fieldText("First name") == names.0)
    #expect(app.screen.fieldText("Last name") == names.1)
    #expect(try app.store.allContacts().isEmpty)
  }

  @Test(
    "Other invalid names show an Error alert saying which rule failed, and save nothing",
    arguments: Architecture.underTest,
    [
      (String(repeating: "a", count: 101), "Smith", "First name must have at most 100 characters"),
      ("Ada", String(repeating: "é", count: 101), "Last name must have at most 100 characters"),
      ("Ada\tB", "Smith", "First name must not contain line breaks, tabs or other control characters"),
      ("Ada", "Love\u{7}lace", "Last name must not contain line breaks, tabs or other control characters"),
      ("Ada", "Love\u{2028}lace", "Last name must not contain line breaks, tabs or other control characters"),
      (String(repeating: "a", count: 101), "x\ny", "First name must have at most 100 characters"),
    ])
  func invalidNames(architecture: Architecture, input: (String, String, String)) throws {
    let app = AppSession(architecture, today: today)
    try app.addContact(input.0, input.1)
    #expect(app.screen.alert == .init(title: "Error", message: input.2, actions: ["OK"]))
    try app.driver.tap("OK")
    #expect(app.screen.title == "New Contact")
    #expect(try app.store.allContacts().isEmpty)
  }

  @Test(
    "Names are trimmed, counted in characters, and stored and shown exactly as typed",
    arguments: Architecture.underTest)
  func exactUnicode(architecture: Architecture) throws {
    let app = AppSession(architecture, today: today)
    let names: [(String, String)] = [
      ("  O'Brien ", " Robert'); DROP TABLE contact;--"),
      ("Zoë", "Ko\u{0301}ta"),
      ("👩‍👩‍👧‍👦", String(repeating: "🇫🇷", count: 100)),
      ("مريم", "שָׁלוֹם"),
    ]
    for (first, last) in names { try app.addContact(first, last) }
    #expect(app.screen.alert == nil)
    let stored = try app.store.allContacts().map { [$0.firstName, $0.lastName] }
    #expect(
      stored == [
        ["O'Brien", "Robert'); DROP TABLE contact;--"], ["Zoë", "Ko\u{0301}ta"],
        ["👩‍👩‍👧‍👦", String(repeating: "🇫🇷", count: 100)], ["مريم", "שָׁלוֹם"],
      ])
    #expect(Set(app.screen.rowTexts) == Set(stored.map { $0.joined(separator: " ") }))
  }

  @Test("Cancel dismisses New Contact and saves nothing", arguments: Architecture.underTest)
  func cancel(architecture: Architecture) throws {
    let app = AppSession(architecture, today: today)
    try app.driver.tap("+")
    try app.driver.fill("First name", with: "Ada")
    try app.driver.fill("Last name", with: "Lovelace")
    try app.driver.tap("Cancel")
    #expect(app.screen.title == "Contacts")
    #expect(app.screen.emptyMessage == "No Contacts")
    #expect(try app.store.allContacts().isEmpty)
  }

  @Test(
    "After New Contact is dismissed, its view controllers are freed", arguments: Architecture.underTest,
    ["Done", "Cancel"])
  func addScreenIsFreed(architecture: Architecture, button: String) throws {
    let app = AppSession(architecture, today: today)
    try app.driver.tap("+")
    weak let presented = app.driver.window.topViewController
    weak let form = (presented as? NavigationController)?.topViewController
    #expect(presented != nil)
    #expect(form != nil)
    try app.driver.fill("First name", with: "Ada")
    try app.driver.fill("Last name", with: "Lovelace")
    try app.driver.tap(button)
    #expect(app.screen.title == "Contacts")
    #expect(presented == nil)
    #expect(form == nil)
  }

  @Test(
    "Contacts added in one run are there when the app is opened again on the same file",
    arguments: Architecture.underTest)
  func persistence(architecture: Architecture) throws {
    let folder = TemporaryDirectory()
    let path = folder.file("contacts.sqlite")
    do {
      let app = AppSession(architecture, today: today, store: try SQLiteStore.open(at: path))
      try app.addContact("Grace", "Hopper")
      try app.addContact("Ada", "Lovelace")
    }
    let reopened = AppSession(architecture, today: today, store: try SQLiteStore.open(at: path))
    #expect(reopened.screen.rowTexts == ["Ada Lovelace", "Grace Hopper"])
  }

  @Test("A failed save shows the storage error and keeps the form", arguments: Architecture.underTest)
  func storageFailure(architecture: Architecture) throws {
    let folder = TemporaryDirectory()
    let path = folder.file("ro.sqlite")
    _ = try SQLiteStore.open(at: path)
    let app = AppSession(architecture, today: today, store: try SQLiteStore.open(at: path, readOnly: true))
    try app.addContact("Ada", "Lovelace")
    #expect(app.screen.alert?.message == StorageError.readOnly(path: path).description)
    try app.driver.tap("OK")
    #expect(app.screen.fieldText("First name") == "Ada")
  }
}
