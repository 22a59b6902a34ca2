import ArchLab
import Entities
import ScreenKit
import Storage
import TestSupport
import Testing

/// The Upcoming tab of Docs/Feature.md, driven through the screens of every architecture.
@MainActor
@Suite("Upcoming, in every architecture")
struct UpcomingAcceptanceTests {
  typealias Element = ScreenSnapshot.Element

  /// A calendar case: today, the first weekday, and the sections expected when
  /// one item named after its day is due on each day from yesterday to 16 days on.
  struct CalendarCase: Sendable, CustomTestStringConvertible {
    var today: String
    var firstWeekday: Weekday
    var sections: [(String, [(String, String?)])]
    var testDescription: String { "today \(today), weeks from \(firstWeekday.name)" }
  }

  nonisolated static let calendarCases: [CalendarCase] = [
    // Wednesday, weeks from Sunday: Sun 12 … Sat 18, next week Sun 19 … Sat 25.
    CalendarCase(
      today: "2024-05-15", firstWeekday: .sunday,
      sections: [
        ("Today", [("2024-05-15", nil)]),
        ("Tomorrow", [("2024-05-16", "Thursday")]),
        ("Later This Week", [("2024-05-17", "Friday"), ("2024-05-18", "Saturday")]),
        (
          "Next Week",
          [
            ("2024-05-19", "Sunday"), ("2024-05-20", "Monday"), ("2024-05-21", "Tuesday"),
            ("2024-05-22", "Wednesday"), ("2024-05-23", "Thursday"), ("2024-05-24", "Friday"),
            ("2024-05-25", "Saturday"),
          ]
        ),
      ]),
    // Saturday, weeks from Sunday: tomorrow starts next week.
    CalendarCase(
      today: "2024-05-18", firstWeekday: .sunday,
      sections: [
        ("Today", [("2024-05-18", nil)]),
        (
          "Next Week",
          [
            ("2024-05-19", "Sunday"), ("2024-05-20", "Monday"), ("2024-05-21", "Tuesday"),
            ("2024-05-22", "Wednesday"), ("2024-05-23", "Thursday"), ("2024-05-24", "Friday"),
            ("2024-05-25", "Saturday"),
          ]
        ),
      ]),
    // Wednesday, weeks from Monday: Mon 13 … Sun 19, next week Mon 20 … Sun 26.
    CalendarCase(
      today: "2024-05-15", firstWeekday: .monday,
      sections: [
        ("Today", [("2024-05-15", nil)]),
        ("Tomorrow", [("2024-05-16", "Thursday")]),
        (
          "Later This Week", [("2024-05-17", "Friday"), ("2024-05-18", "Saturday"), ("2024-05-19", "Sunday")]
        ),
        (
          "Next Week",
          [
            ("2024-05-20", "Monday"), ("2024-05-21", "Tuesday"), ("2024-05-22", "Wednesday"),
            ("2024-05-23", "Thursday"), ("2024-05-24", "Friday"), ("2024-05-25", "Saturday"),
            ("2024-05-26", "Sunday"),
          ]
        ),
      ]),
    // Sunday, weeks from Monday: Sunday ends the week, tomorrow is next week.
    CalendarCase(
      today: "2024-05-19", firstWeekday: .monday,
      sections: [
        ("Today", [("2024-05-19", nil)]),
        (
          "Next Week",
          [
            ("2024-05-20", "Monday"), ("2024-05-21", "Tuesday"), ("2024-05-22", "Wednesday"),
            ("2024-05-23", "Thursday"), ("2024-05-24", "Friday"), ("2024-05-25", "Saturday"),
            ("2024-05-26", "Sunday"),
          ]
        ),
      ]),
    // Thursday 31 December, weeks from Sunday: the week runs into the new year.
    CalendarCase(
      today: "2026-12-31", firstWeekday: .sunday,
      sections: [
        ("Today", [("2026-12-31", nil)]),
        ("Tomorrow", [("2027-01-01", "Friday")]),
        ("Later This Week", [("2027-01-02", "Saturday")]),
        (
          "Next Week",
          [
            ("2027-01-03", "Sunday"), ("2027-01-04", "Monday"), ("2027-01-05", "Tuesday"),
            ("2027-01-06", "Wednesday"), ("2027-01-07", "Thursday"), ("2027-01-08", "Friday"),
            ("2027-01-09", "Saturday"),
          ]
        ),
      ]),
    // The same, weeks from Monday.
    CalendarCase(
      today: "2026-12-31", firstWeekday: .monday,
      sections: [
        ("Today", [("2026-12-31", nil)]),
        ("Tomorrow", [("2027-01-01", "Friday")]),
        ("Later This Week", [("2027-01-02", "Saturday"), ("2027-01-03", "Sunday")]),
        (
          "Next Week",
          [
            ("2027-01-04", "Monday"), ("2027-01-05", "Tuesday"), ("2027-01-06", "Wednesday"),
            ("2027-01-07", "Thursday"), ("2027-01-08", "Friday"), ("2027-01-09", "Saturday"),
            ("2027-01-10", "Sunday"),
          ]
        ),
      ]),
  ]

  @Test(
    "The list is titled Upcoming, has a + button and says No Upcoming Items when empty",
    arguments: Architecture.underTest)
  func emptyList(architecture: Architecture) throws {
    let store = SQLiteStore.inMemory()
    _ = try store.addItem(title: "Yesterday's chore", dueDate: .at("2024-05-14"))
    _ = try store.addItem(title: "Far away", dueDate: .at("2024-06-30"))
    let app = AppSession(architecture, today: .at("2024-05-15"), store: store)
    try app.driver.selectTab("Upcoming")
    #expect(app.screen.title == "Upcoming")
    #expect(app.screen.rightButtons == ["+"])
    #expect(app.screen.selectedTab == "Upcoming")
    #expect(app.screen.emptyMessage == "No Upcoming Items")
    #expect(app.screen.rowTexts.isEmpty)
  }

  @Test(
    "Each day goes to its section with its day label, for both first weekdays and across a new year",
    arguments: Architecture.underTest, calendarCases)
  func sections(architecture: Architecture, calendar: CalendarCase) throws {
    let today = Day.at(calendar.today)
    let store = SQLiteStore.inMemory()
    // Added in reverse, so that the list's order cannot come from the order added.
    for offset in (-2...16).reversed() {
      let day = try #require(today.adding(days: offset))
      _ = try store.addItem(title: day.description, dueDate: day)
    }
    let app = AppSession(architecture, today: today, firstWeekday: calendar.firstWeekday, store: store)
    try app.driver.selectTab("Upcoming")
    var expected: [Element] = []
    for (title, rows) in calendar.sections {
      expected.append(.sectionHeader(title))
      expected += rows.map { Element.row(text: $0.0, detail: $0.1) }
    }
    #expect(app.screen.elements == expected)
  }

  @Test(
    "Within a section, items sort by day, then title ignoring case, then order added",
    arguments: Architecture.underTest)
  func sortingWithinSections(architecture: Architecture) throws {
    let store = SQLiteStore.inMemory()
    let items: [(String, String)] = [
      ("banana", "2024-05-20"), ("cherry", "2024-05-19"), ("apple", "2024-05-20"),
      ("Apple", "2024-05-20"), ("Zebra", "2024-05-15"), ("ant", "2024-05-15"),
    ]
    for (title, day) in items { _ = try store.addItem(title: title, dueDate: .at(day)) }
    let app = AppSession(architecture, today: .at("2024-05-15"), store: store)
    try app.driver.selectTab("Upcoming")
    #expect(
      app.screen.elements == [
        .sectionHeader("Today"), .row(text: "ant", detail: nil), .row(text: "Zebra", detail: nil),
        .sectionHeader("Next Week"), .row(text: "cherry", detail: "Sunday"),
        .row(text: "apple", detail: "Monday"), .row(text: "Apple", detail: "Monday"),
        .row(text: "banana", detail: "Monday"),
      ])
  }

  @Test(
    "+ presents Add Item with Name, a due date pre-filled with today, Cancel and Save",
    arguments: Architecture.underTest)
  func addScreen(architecture: Architecture) throws {
    let app = AppSession(architecture, today: .at("2024-05-15"))
    try app.driver.selectTab("Upcoming")
    try app.driver.tap("+")
    #expect(app.screen.title == "Add Item")
    #expect(app.screen.leftButtons == ["Cancel"])
    #expect(app.screen.rightButtons == ["Save"])
    #expect(
      app.screen.elements == [
        .field(label: "Name", text: "", placeholder: nil),
        .field(label: "Due date", text: "2024-05-15", placeholder: "YYYY-MM-DD"),
      ])
  }

  @Test(
    "Save stores the item, dismisses, and the list shows it when it is in range",
    arguments: Architecture.underTest)
  func save(architecture: Architecture) throws {
    let app = AppSession(architecture, today: .at("2024-05-15"))
    try app.driver.selectTab("Upcoming")
    try app.addItem("  Buy milk ")
    try app.addItem("Call the plumber", due: "2024-05-16")
    try app.addItem("Pay rent", due: " 2024-05-21 ")
    try app.addItem("Renew passport", due: "2024-08-01")
    #expect(app.screen.title == "Upcoming")
    #expect(
      app.screen.elements == [
        .sectionHeader("Today"), .row(text: "Buy milk", detail: nil),
        .sectionHeader("Tomorrow"), .row(text: "Call the plumber", detail: "Thursday"),
        .sectionHeader("Next Week"), .row(text: "Pay rent", detail: "Tuesday"),
      ])
    let stored = try app.store.items(dueFrom: .at("2024-01-01"), through: .at("2024-12-31"))
    #expect(stored.map(\.title) == ["Buy milk", "Call the plumber", "Pay rent", "Renew passport"])
    #expect(stored.last?.dueDate == .at("2024-08-01"))
  }

  @Test(
    "A saved item is inserted in its section, or brings its section, without reloading the list",
    arguments: Architecture.allCases)
  func insertion(architecture: Architecture) throws {
    let store = SQLiteStore.inMemory()
    _ = try store.addItem(title: "Pay rent", dueDate: .at("2024-05-15"))
    _ = try store.addItem(title: "Dentist", dueDate: .at("2024-05-21"))
    let app = AppSession(architecture, today: .at("2024-05-15"), store: store)
    try app.driver.selectTab("Upcoming")
    let table = try #require(app.driver.tableViews.first)
    let reloads = table.reloadCount
    try app.addItem("Buy milk")
    try app.addItem("Call Ada", due: "2024-05-16")
    try app.addItem("Old chore", due: "2024-05-14")
    #expect(
      app.screen.elements == [
        .sectionHeader("Today"), .row(text: "Buy milk", detail: nil), .row(text: "Pay rent", detail: nil),
        .sectionHeader("Tomorrow"), .row(text: "Call Ada", detail: "Thursday"),
        .sectionHeader("Next Week"), .row(text: "Dentist", detail: "Tuesday"),
      ])
    let after = try #require(app.driver.tableViews.first)
    #expect(after === table)
    #expect(table.reloadCount == reloads, "the list was rebuilt instead of inserting")
    #expect(table.insertedRowCount == 2)
    #expect(table.inconsistencies.isEmpty)
  }

  @Test(
    "Invalid items show the Error alert for the first rule they break and save nothing",
    arguments: Architecture.underTest,
    [
      ("", "2024-05-15", "A to-do item must have a name"),
      (" \t ", "2024-05-15", "A to-do item must have a name"),
      ("", "not a date", "A to-do item must have a name"),
      (String(repeating: "x", count: 201), "2024-05-15", "Name must have at most 200 characters"),
      ("Line\nbreak", "2024-05-15", "Name must not contain line breaks, tabs or other control characters"),
      ("Tab\there", "2024-05-15", "Name must not contain line breaks, tabs or other control characters"),
      ("Milk", "2023-02-30", "Due date must be a day written as YYYY-MM-DD"),
      ("Milk", "tomorrow", "Due date must be a day written as YYYY-MM-DD"),
      ("Milk", "", "Due date must be a day written as YYYY-MM-DD"),
      ("Milk", "2024-5-16", "Due date must be a day written as YYYY-MM-DD"),
      ("Milk", "2024-05-16T10:00", "Due date must be a day written as YYYY-MM-DD"),
    ])
  func invalidItems(architecture: Architecture, input: (String, String, String)) throws {
    let app = AppSession(architecture, today: .at("2024-05-15"))
    try app.driver.selectTab("Upcoming")
    try app.addItem(input.0, due: input.1)
    #expect(app.screen.alert == .init(title: "Error", message: input.2, actions: ["OK"]))
    try app.driver.tap("OK")
    #expect(app.screen.title == "Add Item")
    #expect(app.screen.fieldText("Name") == input.0)
    #expect(app.screen.fieldText("Due date") == input.1)
    #expect(try app.store.items(dueFrom: .at("0001-01-01"), through: .at("9999-12-31")).isEmpty)
  }

  @Test("A 200-character title with emoji is accepted and shown exactly", arguments: Architecture.underTest)
  func longUnicodeTitle(architecture: Architecture) throws {
    let title = String(repeating: "👍🏽", count: 199) + "é"
    let app = AppSession(architecture, today: .at("2024-05-15"))
    try app.driver.selectTab("Upcoming")
    try app.addItem(title)
    #expect(app.screen.alert == nil)
    #expect(app.screen.rowTexts == [title])
  }

  @Test("Cancel dismisses Add Item and saves nothing", arguments: Architecture.underTest)
  func cancel(architecture: Architecture) throws {
    let app = AppSession(architecture, today: .at("2024-05-15"))
    try app.driver.selectTab("Upcoming")
    try app.driver.tap("+")
    try app.driver.fill("Name", with: "Buy milk")
    try app.driver.tap("Cancel")
    #expect(app.screen.title == "Upcoming")
    #expect(app.screen.emptyMessage == "No Upcoming Items")
    #expect(try app.store.items(dueFrom: .at("2024-05-01"), through: .at("2024-05-31")).isEmpty)
  }

  @Test(
    "After Add Item is dismissed, its view controllers are freed", arguments: Architecture.underTest,
    ["Save", "Cancel"])
  func addScreenIsFreed(architecture: Architecture, button: String) throws {
    let app = AppSession(architecture, today: .at("2024-05-15"))
    try app.driver.selectTab("Upcoming")
    try app.driver.tap("+")
    weak let presented = app.driver.window.topViewController
    weak let form = (presented as? NavigationController)?.topViewController
    #expect(presented != nil)
    #expect(form != nil)
    try app.driver.fill("Name", with: "Buy milk")
    try app.driver.tap(button)
    #expect(app.screen.title == "Upcoming")
    #expect(presented == nil)
    #expect(form == nil)
  }

  @Test(
    "Items saved in one run are there when the app is opened again, on another day",
    arguments: Architecture.underTest)
  func persistence(architecture: Architecture) throws {
    let folder = TemporaryDirectory()
    let path = folder.file("todo.sqlite")
    do {
      let app = AppSession(architecture, today: .at("2024-05-15"), store: try SQLiteStore.open(at: path))
      try app.driver.selectTab("Upcoming")
      try app.addItem("Water the plants", due: "2024-05-17")
    }
    let nextDay = AppSession(architecture, today: .at("2024-05-16"), store: try SQLiteStore.open(at: path))
    try nextDay.driver.selectTab("Upcoming")
    #expect(
      nextDay.screen.elements == [
        .sectionHeader("Tomorrow"), .row(text: "Water the plants", detail: "Friday"),
      ])
  }
}
