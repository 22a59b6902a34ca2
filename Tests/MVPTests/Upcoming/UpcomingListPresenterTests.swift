import CaseBook
import Entities
import Storage
import TestSupport
import Testing

@testable import MVP

/// The Upcoming presenter against a fake view and a stub service that answers
/// every item whatever the range, so that the presenter's own rules show.
@MainActor
@Suite("Upcoming list presenter")
struct UpcomingListPresenterTests {
  /// A presenter on `service` for `today`, attached to a new fake view and loaded.
  private func loadedPresenter(
    _ service: StubTodoService, today: String, firstWeekday: Weekday = .sunday
  ) -> (presenter: UpcomingListPresenter, view: FakeUpcomingListView) {
    let presenter = UpcomingListPresenter(
      service: service, clock: FixedDayClock(Day.at(today)), firstWeekday: firstWeekday)
    let view = FakeUpcomingListView()
    presenter.view = view
    presenter.viewDidLoad()
    return (presenter, view)
  }

  @Test(
    "Each day falls in the section the six rules give, across a new year and for any first weekday",
    arguments: [
      // Thursday 2026-12-31, weeks from Sunday: this week ends Saturday 2027-01-02.
      ("2026-12-31", Weekday.sunday, "2026-12-30", nil),
      ("2026-12-31", .sunday, "2026-12-31", "Today"),
      ("2026-12-31", .sunday, "2027-01-01", "Tomorrow"),
      ("2026-12-31", .sunday, "2027-01-02", "Later This Week"),
      ("2026-12-31", .sunday, "2027-01-03", "Next Week"),
      ("2026-12-31", .sunday, "2027-01-09", "Next Week"),
      ("2026-12-31", .sunday, "2027-01-10", nil),
      // The same day, weeks from Monday: this week ends Sunday 2027-01-03.
      ("2026-12-31", .monday, "2026-12-30", nil),
      ("2026-12-31", .monday, "2026-12-31", "Today"),
      ("2026-12-31", .monday, "2027-01-01", "Tomorrow"),
      ("2026-12-31", .monday, "2027-01-03", "Later This Week"),
      ("2026-12-31", .monday, "2027-01-04", "Next Week"),
      ("2026-12-31", .monday, "2027-01-10", "Next Week"),
      ("2026-12-31", .monday, "2027-01-11", nil),
      // Tomorrow starts the next week: it is in Next Week, not Tomorrow.
      ("2026-12-26", .sunday, "2026-12-25", nil),
      ("2026-12-26", .sunday, "2026-12-26", "Today"),
      ("2026-12-26", .sunday, "2026-12-27", "Next Week"),
      ("2026-12-26", .sunday, "2027-01-02", "Next Week"),
      ("2026-12-26", .sunday, "2027-01-03", nil),
      ("2027-01-03", .monday, "2027-01-04", "Next Week"),
      ("2027-01-03", .monday, "2027-01-10", "Next Week"),
      ("2027-01-03", .monday, "2027-01-11", nil),
      ("2027-01-01", .saturday, "2027-01-02", "Next Week"),
      // Tomorrow ends this week: the day after is already Next Week.
      ("2027-01-01", .sunday, "2027-01-02", "Tomorrow"),
      ("2027-01-01", .sunday, "2027-01-03", "Next Week"),
      // A week start on the first day of a year.
      ("2027-01-01", .friday, "2027-01-02", "Tomorrow"),
      ("2027-01-01", .friday, "2027-01-07", "Later This Week"),
      ("2027-01-01", .friday, "2027-01-08", "Next Week"),
      ("2027-01-01", .friday, "2027-01-14", "Next Week"),
      ("2027-01-01", .friday, "2027-01-15", nil),
    ] as [(String, Weekday, String, String?)])
  func sectionRules(today: String, firstWeekday: Weekday, due: String, section: String?) {
    let service = StubTodoService(items: [("Item", due)])
    let (_, view) = loadedPresenter(service, today: today, firstWeekday: firstWeekday)
    #expect(view.titles == (section.map { [$0] } ?? []))
    #expect(view.rowTitles == (section == nil ? [] : ["Item"]))
  }

  @Test(
    "The presenter asks for the items due from today through the last day of next week",
    arguments: [
      ("2026-12-31", Weekday.sunday, "2027-01-09"),
      ("2026-12-31", .monday, "2027-01-10"),
      ("2026-12-26", .sunday, "2027-01-02"),
      ("2026-12-27", .sunday, "2027-01-09"),
      ("2027-01-03", .monday, "2027-01-10"),
      ("2024-02-28", .sunday, "2024-03-09"),
    ] as [(String, Weekday, String)])
  func requestedRange(today: String, firstWeekday: Weekday, last: String) {
    let service = StubTodoService()
    _ = loadedPresenter(service, today: today, firstWeekday: firstWeekday)
    #expect(service.requestedRanges == [Day.at(today)...Day.at(last)])
  }

  @Test(
    "Sections come in the order Today, Tomorrow, Later This Week, Next Week, whatever the order of the items")
  func sectionOrder() {
    let service = StubTodoService(items: [
      ("Next", "2027-01-05"), ("Later", "2027-01-02"), ("Tomorrow", "2027-01-01"), ("Today", "2026-12-31"),
    ])
    let (_, view) = loadedPresenter(service, today: "2026-12-31")
    #expect(view.titles == ["Today", "Tomorrow", "Later This Week", "Next Week"])
    #expect(view.rowTitles == ["Today", "Tomorrow", "Later", "Next"])
  }

  @Test("Empty sections are left out")
  func emptySectionsOmitted() {
    let service = StubTodoService(items: [
      ("Next", "2027-01-05"), ("Today", "2026-12-31"), ("Old", "2026-12-01"),
    ])
    let (_, view) = loadedPresenter(service, today: "2026-12-31")
    #expect(view.titles == ["Today", "Next Week"])
    #expect(view.sections.allSatisfy { !$0.rows.isEmpty })
  }

  @Test("Within a section, items sort by due date, then title ignoring case, then the order added")
  func sortWithinSection() {
    let service = StubTodoService(items: [
      ("b", "2027-01-05"), ("Zed", "2027-01-04"), ("apple", "2027-01-04"), ("Apple", "2027-01-04"),
      ("banana", "2027-01-04"), ("APPLE", "2027-01-04"),
    ])
    let (_, view) = loadedPresenter(service, today: "2026-12-31")
    #expect(view.titles == ["Next Week"])
    #expect(view.rowTitles == ["apple", "Apple", "APPLE", "banana", "Zed", "b"])
  }

  @Test("Titles compare lowercased, not folded: an accented letter sorts after z")
  func titlesAreLowercasedNotFolded() {
    let service = StubTodoService(items: [
      ("Éclair", "2026-12-31"), ("zebra", "2026-12-31"), ("eclair", "2026-12-31"),
    ])
    let (_, view) = loadedPresenter(service, today: "2026-12-31")
    #expect(view.rowTitles == ["eclair", "zebra", "Éclair"])
  }

  @Test("The day label is empty for today and the English weekday name otherwise")
  func dayLabels() {
    let days = (0..<10).map { Day.at("2026-12-31").adding(days: $0)! }
    let service = StubTodoService(items: days.map { ("Due \($0)", $0.description) })
    let (_, view) = loadedPresenter(service, today: "2026-12-31")
    let labels = view.sections.flatMap { $0.rows.map(\.dayLabel) }
    #expect(
      labels == [
        nil, "Friday", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
        "Saturday",
      ])
  }

  @Test("Rows show the title exactly as stored")
  func rowTitleIsExact() {
    let title = "  👩‍👩‍👧‍👦 '; DROP TABLE todoItem;-- שָׁלוֹם"
    let (_, view) = loadedPresenter(StubTodoService(items: [(title, "2027-01-01")]), today: "2026-12-31")
    #expect(view.sections == [.init(title: "Tomorrow", rows: [.init(title: title, dayLabel: "Friday")])])
  }

  @Test("With no item in range, the view is handed no sections and no error")
  func nothingInRange() {
    let service = StubTodoService(items: [("Old", "2026-12-30"), ("Far", "2027-02-01")])
    let (_, view) = loadedPresenter(service, today: "2026-12-31")
    #expect(view.sections.isEmpty)
    #expect(view.showCount == 1)
    #expect(view.errors.isEmpty)
  }

  @Test("A storage error while loading shows no sections and the error's own message")
  func loadingError() {
    let service = StubTodoService(items: [("Today", "2026-12-31")])
    service.loadError = .corrupt(path: "/data/archlab.sqlite", detail: "to-do item 3 has due date 'soon'")
    let (_, view) = loadedPresenter(service, today: "2026-12-31")
    #expect(view.sections.isEmpty)
    #expect(
      view.errors == [
        StorageError.corrupt(path: "/data/archlab.sqlite", detail: "to-do item 3 has due date 'soon'")
          .description
      ])
  }

  @Test("Tapping + opens the add-item screen for today, which reports back to the list presenter")
  func plusOpensTheAddScreen() throws {
    let (presenter, view) = loadedPresenter(StubTodoService(), today: "2026-12-31")
    presenter.didTapAdd()
    let addPresenter = try #require(view.addPresenters.first)
    #expect(addPresenter.delegate === presenter)
    let addView = FakeAddItemView()
    addPresenter.view = addView
    addPresenter.viewDidLoad()
    #expect(addView.dueDates == ["2026-12-31"])
  }

  /// Saves `title` due on `day` through the add-item screen `presenter` opens.
  private func save(
    _ title: String, due day: String, from presenter: UpcomingListPresenter, view: FakeUpcomingListView
  )
    throws
  {
    presenter.didTapAdd()
    try #require(view.addPresenters.last).didTapSave(name: title, dueDate: day)
  }

  @Test("A saved item is inserted at its place in its section; the list is not read again")
  func insertsAfterSave() throws {
    let service = StubTodoService(items: [("Existing", "2027-01-04"), ("b", "2027-01-04")])
    let (presenter, view) = loadedPresenter(service, today: "2026-12-31")
    try save("apple", due: "2027-01-04", from: presenter, view: view)
    try save("Before", due: "2027-01-03", from: presenter, view: view)
    #expect(view.rowTitles == ["Before", "apple", "b", "Existing"])
    #expect(view.insertedRows.map { [$0.section, $0.row] } == [[0, 0], [0, 0]])
    #expect(view.sections.map { $0.rows.map(\.dayLabel) } == [["Sunday", "Monday", "Monday", "Monday"]])
    #expect(service.requestedRanges.count == 1)
    #expect(view.showCount == 1)
  }

  @Test("A saved item for a section not shown yet creates it at its place in the section order")
  func createsSection() throws {
    let service = StubTodoService(items: [("Today's", "2026-12-31"), ("Next", "2027-01-04")])
    let (presenter, view) = loadedPresenter(service, today: "2026-12-31")
    try save("Later", due: "2027-01-02", from: presenter, view: view)
    try save("Tomorrow's", due: "2027-01-01", from: presenter, view: view)
    #expect(view.titles == ["Today", "Tomorrow", "Later This Week", "Next Week"])
    #expect(view.insertedSections == [1, 1])
    #expect(
      view.sections[1] == .init(title: "Tomorrow", rows: [.init(title: "Tomorrow's", dayLabel: "Friday")]))
    #expect(view.showCount == 1)
  }

  @Test("Same-day items go by title ignoring case, then by the order they were added")
  func sameDayOrder() throws {
    let service = StubTodoService(items: [("banana", "2026-12-31"), ("Apple", "2026-12-31")])
    let (presenter, view) = loadedPresenter(service, today: "2026-12-31")
    for title in ["apple", "Cherry", "APPLE"] {
      try save(title, due: "2026-12-31", from: presenter, view: view)
    }
    #expect(view.rowTitles == ["Apple", "apple", "APPLE", "banana", "Cherry"])
    #expect(view.sections.flatMap { $0.rows.map(\.dayLabel) } == [nil, nil, nil, nil, nil])
  }

  @Test(
    "An item saved outside the range is stored, and nothing changes on screen",
    arguments: ["2026-12-30", "2027-01-10", "2027-03-01"])
  func savedOutOfRange(day: String) throws {
    let service = StubTodoService(items: [("Today's", "2026-12-31")])
    let (presenter, view) = loadedPresenter(service, today: "2026-12-31")
    try save("Elsewhere", due: day, from: presenter, view: view)
    #expect(service.saved.map(\.title) == ["Elsewhere"])
    #expect(view.rowTitles == ["Today's"])
    #expect(view.showCount == 1)
    #expect(view.insertedRows.isEmpty)
    #expect(view.insertedSections.isEmpty)
  }

  @Test("When the day has changed since the list was read, a save reads it again for the new day")
  func newDayReloads() throws {
    let service = StubTodoService(items: [("Existing", "2027-01-01")])
    let clock = SettableDayClock(.at("2026-12-31"))
    let presenter = UpcomingListPresenter(service: service, clock: clock, firstWeekday: .sunday)
    let view = FakeUpcomingListView()
    presenter.view = view
    presenter.viewDidLoad()
    clock.set(.at("2027-01-01"))
    try save("Tomorrow's", due: "2027-01-02", from: presenter, view: view)
    #expect(
      service.requestedRanges == [
        Day.at("2026-12-31")...Day.at("2027-01-09"), Day.at("2027-01-01")...Day.at("2027-01-09"),
      ])
    #expect(view.titles == ["Today", "Tomorrow"])
    #expect(view.rowTitles == ["Existing", "Tomorrow's"])
    #expect(view.showCount == 2)
  }

  @Test("Cancelling or refusing the add screen does not read the list again")
  func noReloadWithoutSave() throws {
    let service = StubTodoService()
    let (presenter, view) = loadedPresenter(service, today: "2026-12-31")
    presenter.didTapAdd()
    let addPresenter = try #require(view.addPresenters.last)
    addPresenter.didTapSave(name: "", dueDate: "2027-01-01")
    addPresenter.didTapCancel()
    #expect(service.requestedRanges.count == 1)
    #expect(view.showCount == 1)
  }

  @Test("The presenter does not keep its view alive")
  func viewIsHeldWeakly() {
    let presenter = UpcomingListPresenter(
      service: StubTodoService(), clock: FixedDayClock(Day.at("2026-12-31")), firstWeekday: .sunday)
    weak var weakView: FakeUpcomingListView?
    do {
      let view = FakeUpcomingListView()
      weakView = view
      presenter.view = view
    }
    #expect(weakView == nil)
    #expect(presenter.view == nil)
  }
}
