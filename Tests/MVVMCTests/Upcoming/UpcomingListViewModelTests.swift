import CaseBook
import Entities
import Storage
import TestSupport
import Testing

@testable import MVVMC

/// The Upcoming list's view model, tested with no UI: a stub service, a spy
/// delegate in place of its coordinator, and a clock set to the day each test needs.
@MainActor
@Suite("Upcoming list view model")
struct UpcomingListViewModelTests {
  /// Today, the first weekday, and the sections expected when one item, titled
  /// with its day, is due on each day from two days ago to sixteen days on:
  /// each section holds the days from `first` through `last`.
  struct CalendarCase: Sendable, CustomTestStringConvertible {
    var today: String
    var firstWeekday: Weekday
    var sections: [(title: String, first: String, last: String)]
    var testDescription: String {
      "today \(today) (\(Day.at(today).weekday.name)), weeks from \(firstWeekday.name)"
    }
  }

  nonisolated static let calendarCases: [CalendarCase] = [
    // Wednesday; weeks Sun 12 … Sat 18, then Sun 19 … Sat 25.
    CalendarCase(
      today: "2024-05-15", firstWeekday: .sunday,
      sections: [
        ("Today", "2024-05-15", "2024-05-15"), ("Tomorrow", "2024-05-16", "2024-05-16"),
        ("Later This Week", "2024-05-17", "2024-05-18"), ("Next Week", "2024-05-19", "2024-05-25"),
      ]),
    // Saturday, the last day of a Sunday week: tomorrow is in next week.
    CalendarCase(
      today: "2024-05-18", firstWeekday: .sunday,
      sections: [("Today", "2024-05-18", "2024-05-18"), ("Next Week", "2024-05-19", "2024-05-25")]),
    // Sunday, the first day of a Sunday week: the whole week is ahead.
    CalendarCase(
      today: "2024-05-19", firstWeekday: .sunday,
      sections: [
        ("Today", "2024-05-19", "2024-05-19"), ("Tomorrow", "2024-05-20", "2024-05-20"),
        ("Later This Week", "2024-05-21", "2024-05-25"), ("Next Week", "2024-05-26", "2024-06-01"),
      ]),
    // Wednesday; weeks Mon 13 … Sun 19, then Mon 20 … Sun 26.
    CalendarCase(
      today: "2024-05-15", firstWeekday: .monday,
      sections: [
        ("Today", "2024-05-15", "2024-05-15"), ("Tomorrow", "2024-05-16", "2024-05-16"),
        ("Later This Week", "2024-05-17", "2024-05-19"), ("Next Week", "2024-05-20", "2024-05-26"),
      ]),
    // Sunday, the last day of a Monday week.
    CalendarCase(
      today: "2024-05-19", firstWeekday: .monday,
      sections: [("Today", "2024-05-19", "2024-05-19"), ("Next Week", "2024-05-20", "2024-05-26")]),
    // Monday, the first day of a Monday week.
    CalendarCase(
      today: "2024-05-20", firstWeekday: .monday,
      sections: [
        ("Today", "2024-05-20", "2024-05-20"), ("Tomorrow", "2024-05-21", "2024-05-21"),
        ("Later This Week", "2024-05-22", "2024-05-26"), ("Next Week", "2024-05-27", "2024-06-02"),
      ]),
    // Thursday 31 December: the week runs into the new year.
    CalendarCase(
      today: "2026-12-31", firstWeekday: .sunday,
      sections: [
        ("Today", "2026-12-31", "2026-12-31"), ("Tomorrow", "2027-01-01", "2027-01-01"),
        ("Later This Week", "2027-01-02", "2027-01-02"), ("Next Week", "2027-01-03", "2027-01-09"),
      ]),
    CalendarCase(
      today: "2026-12-31", firstWeekday: .monday,
      sections: [
        ("Today", "2026-12-31", "2026-12-31"), ("Tomorrow", "2027-01-01", "2027-01-01"),
        ("Later This Week", "2027-01-02", "2027-01-03"), ("Next Week", "2027-01-04", "2027-01-10"),
      ]),
    // Saturday 2 January, in the week that began in the old year.
    CalendarCase(
      today: "2027-01-02", firstWeekday: .sunday,
      sections: [("Today", "2027-01-02", "2027-01-02"), ("Next Week", "2027-01-03", "2027-01-09")]),
    // Wednesday 28 February of a leap year.
    CalendarCase(
      today: "2024-02-28", firstWeekday: .sunday,
      sections: [
        ("Today", "2024-02-28", "2024-02-28"), ("Tomorrow", "2024-02-29", "2024-02-29"),
        ("Later This Week", "2024-03-01", "2024-03-02"), ("Next Week", "2024-03-03", "2024-03-09"),
      ]),
  ]

  /// The days from `first` through `last`, written `YYYY-MM-DD`.
  static func days(_ first: String, through last: String) -> [String] {
    var days: [String] = []
    var day: Day? = .at(first)
    while let current = day, current <= .at(last) {
      days.append(current.description)
      day = current.adding(days: 1)
    }
    return days
  }

  let delegate = SpyListDelegate()

  func makeViewModel(
    _ service: StubTodoService, today: String = "2024-05-15", firstWeekday: Weekday = .sunday
  ) -> UpcomingListViewModel {
    UpcomingListViewModel(
      service: service, delegate: delegate, clock: FixedDayClock(.at(today)), firstWeekday: firstWeekday)
  }

  func item(_ id: Int64, _ title: String, _ day: String) -> TodoItem {
    TodoItem(id: id, title: title, dueDate: .at(day))
  }

  @Test("It reads nothing until it is loaded")
  func nothingBeforeLoad() {
    let service = StubTodoService(items: [item(1, "Milk", "2024-05-15")])
    let viewModel = makeViewModel(service)
    #expect(viewModel.sections.isEmpty)
    #expect(service.requestedRanges.isEmpty)
  }

  @Test(
    "Each day goes to its section: none before today, Today, Tomorrow or Next Week, Later This Week, Next Week, none after",
    arguments: calendarCases)
  func sections(calendar: CalendarCase) throws {
    let today = Day.at(calendar.today)
    var items: [TodoItem] = []
    for offset in (-2...16).reversed() {
      let day = try #require(today.adding(days: offset))
      items.append(TodoItem(id: Int64(items.count + 1), title: day.description, dueDate: day))
    }
    let viewModel = makeViewModel(
      StubTodoService(items: items), today: calendar.today, firstWeekday: calendar.firstWeekday)
    viewModel.load()
    #expect(viewModel.sections.map(\.title) == calendar.sections.map(\.title))
    #expect(
      viewModel.sections.map { $0.rows.map(\.title) }
        == calendar.sections.map { Self.days($0.first, through: $0.last) })
    for row in viewModel.sections.flatMap(\.rows) {
      let day = Day.at(row.title)
      #expect(row.dayLabel == (day == today ? nil : day.weekday.name))
    }
  }

  @Test(
    "It asks for the items due from today through the last day of next week",
    arguments: [
      ("2024-05-15", Weekday.sunday, "2024-05-25"), ("2024-05-15", .monday, "2024-05-26"),
      ("2024-05-18", .sunday, "2024-05-25"), ("2024-05-19", .sunday, "2024-06-01"),
      ("2024-05-19", .monday, "2024-05-26"), ("2026-12-31", .sunday, "2027-01-09"),
      ("2026-12-31", .saturday, "2027-01-08"),
    ])
  func requestedRange(today: String, firstWeekday: Weekday, lastShown: String) {
    let service = StubTodoService()
    makeViewModel(service, today: today, firstWeekday: firstWeekday).load()
    #expect(service.requestedRanges == [Day.at(today)...Day.at(lastShown)])
  }

  @Test("Rows show the title and the English weekday name, with no label for today")
  func dayLabels() {
    let days = [
      "2024-05-15", "2024-05-16", "2024-05-17", "2024-05-18", "2024-05-19", "2024-05-20", "2024-05-21",
      "2024-05-22",
    ]
    let items = days.enumerated().map { item(Int64($0.offset + 1), "Item \($0.offset)", $0.element) }
    let viewModel = makeViewModel(StubTodoService(items: items))
    viewModel.load()
    #expect(
      viewModel.sections.flatMap(\.rows).map(\.dayLabel) == [
        nil, "Thursday", "Friday", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday",
      ])
  }

  @Test("Within a section, items sort by day, then title ignoring case, then order added")
  func sortingWithinSections() {
    let items = [
      item(1, "banana", "2024-05-20"), item(2, "cherry", "2024-05-19"), item(3, "apple", "2024-05-20"),
      item(4, "Apple", "2024-05-20"), item(5, "Zebra", "2024-05-15"), item(6, "ant", "2024-05-15"),
      item(7, "APPLE", "2024-05-20"), item(8, "Éclair", "2024-05-17"), item(9, "eclair", "2024-05-17"),
    ]
    let viewModel = makeViewModel(StubTodoService(items: items))
    viewModel.load()
    #expect(viewModel.sections.map(\.title) == ["Today", "Later This Week", "Next Week"])
    #expect(
      viewModel.sections.map { $0.rows.map(\.title) } == [
        ["ant", "Zebra"], ["eclair", "Éclair"], ["cherry", "apple", "Apple", "APPLE", "banana"],
      ])
    #expect(
      viewModel.sections.map { $0.rows.map(\.dayLabel) } == [
        [nil, nil], ["Friday", "Friday"], ["Sunday", "Monday", "Monday", "Monday", "Monday"],
      ])
  }

  @Test("With no item in range there are no sections, and the list says No Upcoming Items")
  func emptyState() {
    let items = [item(1, "Yesterday's chore", "2024-05-14"), item(2, "Far away", "2024-05-26")]
    let viewModel = makeViewModel(StubTodoService(items: items))
    viewModel.load()
    #expect(viewModel.sections.isEmpty)
    #expect(viewModel.emptyMessage == "No Upcoming Items")
    #expect(viewModel.title == "Upcoming")
    #expect(viewModel.errorAlert.message == nil)
  }

  @Test("A failed load shows the storage error's message and empties the list")
  func failedLoad() {
    let service = StubTodoService(items: [item(1, "Milk", "2024-05-15")])
    let viewModel = makeViewModel(service)
    viewModel.load()
    let error = StorageError.busy(path: "/tmp/todo.sqlite")
    service.loadError = error
    viewModel.load()
    #expect(viewModel.errorAlert.message == error.description)
    #expect(viewModel.sections.isEmpty)
  }

  @Test("Tapping + reports the wish for Add Item to the coordinator, with today asked of the clock then")
  func addReportsToCoordinator() {
    let clock = SettableDayClock(.at("2024-05-15"))
    let viewModel = UpcomingListViewModel(
      service: StubTodoService(), delegate: delegate, clock: clock, firstWeekday: .sunday)
    viewModel.load()
    clock.set(.at("2024-05-16"))
    viewModel.addTapped()
    #expect(delegate.newItemDays == [.at("2024-05-16")])
  }

  /// Hands `viewModel`, as its coordinator does, `title`, due `day`, saved through `service`.
  func add(_ title: String, due day: String, to viewModel: UpcomingListViewModel, service: StubTodoService)
    throws
  {
    viewModel.insert(try service.addItem(title: title, dueDate: .at(day)))
  }

  @Test("An added item is inserted at its place in its section, and the change says where")
  func insertsIntoItsSection() throws {
    let service = StubTodoService(items: [item(1, "banana", "2024-05-20"), item(2, "Milk", "2024-05-15")])
    let viewModel = makeViewModel(service)
    viewModel.load()
    try add("apple", due: "2024-05-20", to: viewModel, service: service)
    #expect(viewModel.lastChange == .inserted(row: 0, section: 1))
    try add("Zebra", due: "2024-05-15", to: viewModel, service: service)
    #expect(viewModel.lastChange == .inserted(row: 1, section: 0))
    #expect(viewModel.sections.map { $0.rows.map(\.title) } == [["Milk", "Zebra"], ["apple", "banana"]])
    #expect(service.requestedRanges.count == 1)
  }

  @Test("An added item of a section not shown yet brings its section, at its place in the section order")
  func insertsItsSection() throws {
    let service = StubTodoService(items: [item(1, "Rent", "2024-05-20")])
    let viewModel = makeViewModel(service)
    viewModel.load()
    try add("Plan", due: "2024-05-17", to: viewModel, service: service)
    #expect(viewModel.lastChange == .insertedSection(0))
    try add("Call", due: "2024-05-16", to: viewModel, service: service)
    #expect(viewModel.lastChange == .insertedSection(0))
    try add("Milk", due: "2024-05-15", to: viewModel, service: service)
    #expect(viewModel.lastChange == .insertedSection(0))
    #expect(viewModel.sections.map(\.title) == ["Today", "Tomorrow", "Later This Week", "Next Week"])
    #expect(
      viewModel.sections.map { $0.rows.map(\.dayLabel) } == [[nil], ["Thursday"], ["Friday"], ["Monday"]])
  }

  @Test(
    "An added item that is not shown changes nothing and announces nothing",
    arguments: ["2024-05-14", "2024-05-26", "2031-01-01"])
  func ignoresItemOutOfRange(day: String) throws {
    let service = StubTodoService(items: [item(1, "Milk", "2024-05-15")])
    let viewModel = makeViewModel(service)
    let observed = ObservedValues(viewModel) { $0.lastChange }
    viewModel.load()
    try add("Elsewhere", due: day, to: viewModel, service: service)
    #expect(observed.values == [nil, .reloaded])
    #expect(viewModel.sections.flatMap(\.rows).map(\.title) == ["Milk"])
  }

  @Test(
    "Insertions keep the sections a fresh load would give: same-day items by title ignoring case, then order added"
  )
  func insertionsMatchAFreshLoad() throws {
    let service = StubTodoService(items: [item(1, "banana", "2024-05-20"), item(2, "Apple", "2024-05-20")])
    let viewModel = makeViewModel(service)
    viewModel.load()
    for (title, day) in [
      ("apple", "2024-05-20"), ("Cherry", "2024-05-20"), ("APPLE", "2024-05-20"), ("Éclair", "2024-05-17"),
      ("eclair", "2024-05-17"), ("ant", "2024-05-15"), ("Zebra", "2024-05-15"), ("far", "2024-06-01"),
    ] {
      try add(title, due: day, to: viewModel, service: service)
    }
    let reloaded = makeViewModel(service)
    reloaded.load()
    #expect(viewModel.sections == reloaded.sections)
    #expect(viewModel.sections.last?.rows.map(\.title) == ["Apple", "apple", "APPLE", "banana", "Cherry"])
  }

  @Test(
    "When the day has changed since the list was read, an added item makes it read again, for the new day")
  func reloadsOnNewDay() throws {
    let service = StubTodoService(items: [item(1, "Water the plants", "2024-05-17")])
    let clock = SettableDayClock(.at("2024-05-15"))
    let viewModel = UpcomingListViewModel(
      service: service, delegate: delegate, clock: clock, firstWeekday: .sunday)
    viewModel.load()
    clock.set(.at("2024-05-16"))
    try add("Buy milk", due: "2024-05-16", to: viewModel, service: service)
    #expect(service.requestedRanges.last == Day.at("2024-05-16")...Day.at("2024-05-25"))
    #expect(viewModel.lastChange == .reloaded)
    #expect(viewModel.sections.map(\.title) == ["Today", "Tomorrow"])
    #expect(viewModel.sections.map { $0.rows.map(\.dayLabel) } == [[nil], ["Friday"]])
  }

  @Test("Observers of the change read the new change, with the sections already changed")
  func observersReadEachChange() throws {
    let service = StubTodoService()
    let viewModel = makeViewModel(service)
    let observed = ObservedValues(viewModel) { $0.lastChange }
    let rowCounts = ObservedValues(viewModel) { ($0.lastChange, $0.sections.flatMap(\.rows).count) }
    viewModel.load()
    try add("Milk", due: "2024-05-15", to: viewModel, service: service)
    try add("Bread", due: "2024-05-15", to: viewModel, service: service)
    #expect(observed.values == [nil, .reloaded, .insertedSection(0), .inserted(row: 0, section: 0)])
    #expect(rowCounts.values.map(\.1) == [0, 0, 1, 2], "observers see the sections already changed")
  }
}
