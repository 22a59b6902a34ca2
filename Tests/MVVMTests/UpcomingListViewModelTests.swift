import Entities
import Storage
import TestSupport
import Testing

@testable import MVVM

/// The Upcoming list's view model, tested with no UI: a stub service, a spy
/// router and a clock set to the day each test needs.
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

  let router = SpyUpcomingListRouter()

  func makeViewModel(
    _ service: StubTodoService, today: String = "2024-05-15", firstWeekday: Weekday = .sunday
  ) -> UpcomingListViewModel {
    UpcomingListViewModel(
      service: service, router: router, clock: FixedDayClock(.at(today)), firstWeekday: firstWeekday)
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
    #expect(
      viewModel.sections == [
        UpcomingSectionViewModel(
          title: "Today", rows: [.init(title: "ant", dayLabel: nil), .init(title: "Zebra", dayLabel: nil)]),
        UpcomingSectionViewModel(
          title: "Later This Week",
          rows: [.init(title: "eclair", dayLabel: "Friday"), .init(title: "Éclair", dayLabel: "Friday")]),
        UpcomingSectionViewModel(
          title: "Next Week",
          rows: [
            .init(title: "cherry", dayLabel: "Sunday"), .init(title: "apple", dayLabel: "Monday"),
            .init(title: "Apple", dayLabel: "Monday"), .init(title: "APPLE", dayLabel: "Monday"),
            .init(title: "banana", dayLabel: "Monday"),
          ]),
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

  @Test("Tapping + asks the router for Add Item, due today by the clock, with the list as its delegate")
  func addAsksRouter() {
    let clock = SettableDayClock(.at("2024-05-15"))
    let viewModel = UpcomingListViewModel(
      service: StubTodoService(), router: router, clock: clock, firstWeekday: .sunday)
    viewModel.load()
    clock.set(.at("2024-05-16"))
    viewModel.addTapped()
    #expect(router.addItemDays == [.at("2024-05-16")])
    #expect(router.delegate === viewModel)
  }

  @Test("After an item is added, the list is read again, for the day the clock tells then")
  func reloadsAfterAdd() throws {
    let service = StubTodoService(items: [item(1, "Water the plants", "2024-05-17")])
    let clock = SettableDayClock(.at("2024-05-15"))
    let viewModel = UpcomingListViewModel(
      service: service, router: router, clock: clock, firstWeekday: .sunday)
    viewModel.load()
    clock.set(.at("2024-05-16"))
    let added = try service.addItem(title: "Buy milk", dueDate: .at("2024-05-16"))
    let form = AddItemViewModel(
      today: .at("2024-05-16"), service: service, router: SpyClosingRouter(), delegate: viewModel)
    viewModel.addItemViewModel(form, didAdd: added)
    #expect(service.requestedRanges.last == Day.at("2024-05-16")...Day.at("2024-05-25"))
    #expect(
      viewModel.sections == [
        UpcomingSectionViewModel(title: "Today", rows: [.init(title: "Buy milk", dayLabel: nil)]),
        UpcomingSectionViewModel(
          title: "Tomorrow", rows: [.init(title: "Water the plants", dayLabel: "Friday")]),
      ])
  }

  @Test("Observers of the sections read the new sections when told of a change")
  func observersReadNewSections() throws {
    let service = StubTodoService()
    let viewModel = makeViewModel(service)
    let observed = ObservedValues(viewModel) { $0.sections.flatMap(\.rows).map(\.title) }
    viewModel.load()
    let form = AddItemViewModel(
      today: .at("2024-05-15"), service: service, router: SpyClosingRouter(), delegate: viewModel)
    viewModel.addItemViewModel(form, didAdd: try service.addItem(title: "Milk", dueDate: .at("2024-05-15")))
    #expect(observed.values == [[], [], ["Milk"]])
  }
}
