import CaseBook
import Entities
import TestSupport
import Testing

@testable import VIPER

/// The upcoming-items use case, against a data manager stub that returns every
/// item it holds, so the interactor's own rules decide what is shown.
@MainActor
@Suite("Upcoming list interactor")
struct UpcomingListInteractorTests {
  /// A calendar case: today, the first weekday, the last day shown, and the
  /// relation of each day from today on, one letter per day (`T`oday,
  /// `t`omorrow, `L`ater this week, `N`ext week); later days are not shown.
  struct CalendarCase: Sendable, CustomTestStringConvertible {
    var today: String
    var firstWeekday: Weekday
    var endOfNextWeek: String
    var relations: String
    var testDescription: String { "today \(today), weeks from \(firstWeekday.name)" }
  }

  nonisolated static let calendarCases: [CalendarCase] = [
    // Wednesday; weeks Sun 12 … Sat 18, next week Sun 19 … Sat 25.
    CalendarCase(
      today: "2024-05-15", firstWeekday: .sunday, endOfNextWeek: "2024-05-25", relations: "TtLLNNNNNNN"),
    // Saturday ends the week: tomorrow is in next week.
    CalendarCase(
      today: "2024-05-18", firstWeekday: .sunday, endOfNextWeek: "2024-05-25", relations: "TNNNNNNN"),
    // Sunday starts the week: the whole rest of it is this week.
    CalendarCase(
      today: "2024-05-12", firstWeekday: .sunday, endOfNextWeek: "2024-05-25", relations: "TtLLLLLNNNNNNN"),
    // Wednesday; weeks Mon 13 … Sun 19, next week Mon 20 … Sun 26.
    CalendarCase(
      today: "2024-05-15", firstWeekday: .monday, endOfNextWeek: "2024-05-26", relations: "TtLLLNNNNNNN"),
    // Sunday ends a week that starts on Monday: tomorrow is in next week.
    CalendarCase(
      today: "2024-05-19", firstWeekday: .monday, endOfNextWeek: "2024-05-26", relations: "TNNNNNNN"),
    // Thursday 31 December; the week runs Sun 27 Dec … Sat 2 Jan across the new year.
    CalendarCase(
      today: "2026-12-31", firstWeekday: .sunday, endOfNextWeek: "2027-01-09", relations: "TtLNNNNNNN"),
    // The same, weeks from Monday: Mon 28 Dec … Sun 3 Jan.
    CalendarCase(
      today: "2026-12-31", firstWeekday: .monday, endOfNextWeek: "2027-01-10", relations: "TtLLNNNNNNN"),
  ]

  let dataManager = UpcomingListDataManagerStub()
  let output = UpcomingListInteractorOutputSpy()

  /// An interactor on `today`, with weeks starting on `firstWeekday`.
  func makeInteractor(today: Day, firstWeekday: Weekday = .sunday) -> UpcomingListInteractor {
    let interactor = UpcomingListInteractor(
      dataManager: dataManager, clock: FixedDayClock(today), firstWeekday: firstWeekday)
    interactor.output = output
    return interactor
  }

  @Test(
    "Finding upcoming items asks for the items due from today through the end of next week",
    arguments: calendarCases)
  func requestsRange(calendar: CalendarCase) {
    makeInteractor(today: .at(calendar.today), firstWeekday: calendar.firstWeekday).findUpcomingItems()
    #expect(dataManager.requests == [Day.at(calendar.today)...Day.at(calendar.endOfNextWeek)])
  }

  @Test(
    "Each day gets its relation: none before today, Today, Tomorrow or Next Week, Later This Week, Next Week, none after",
    arguments: calendarCases)
  func relations(calendar: CalendarCase) throws {
    let today = Day.at(calendar.today)
    var items: [TodoItem] = []
    for offset in (-3...16).reversed() {
      let day = try #require(today.adding(days: offset))
      items.append(TodoItem(id: Int64(items.count + 1), title: day.description, dueDate: day))
    }
    dataManager.result = .success(items)
    makeInteractor(today: today, firstWeekday: calendar.firstWeekday).findUpcomingItems()

    let letters: [Character: NearTermDateRelation] = [
      "T": .today, "t": .tomorrow, "L": .laterThisWeek, "N": .nextWeek,
    ]
    let expected = try calendar.relations.enumerated().map { offset, letter in
      let day = try #require(today.adding(days: offset))
      return UpcomingItem(title: day.description, dueDate: day, dateRelation: try #require(letters[letter]))
    }
    #expect(output.events == [.found(expected)])
  }

  @Test("Items sort by due date, then title ignoring case, then the order they were added in")
  func sorting() {
    dataManager.result = .success([
      TodoItem(id: 9, title: "APPLE", dueDate: .at("2024-05-20")),
      TodoItem(id: 1, title: "banana", dueDate: .at("2024-05-20")),
      TodoItem(id: 2, title: "cherry", dueDate: .at("2024-05-19")),
      TodoItem(id: 4, title: "Apple", dueDate: .at("2024-05-20")),
      TodoItem(id: 3, title: "apple", dueDate: .at("2024-05-20")),
      TodoItem(id: 5, title: "Zebra", dueDate: .at("2024-05-15")),
      TodoItem(id: 6, title: "ant", dueDate: .at("2024-05-15")),
    ])
    makeInteractor(today: .at("2024-05-15")).findUpcomingItems()
    #expect(
      output.lastFound?.map(\.title) == ["ant", "Zebra", "cherry", "apple", "Apple", "APPLE", "banana"])
  }

  @Test("Items pass to the presenter as plain values with their title and due date as stored")
  func plainValues() {
    dataManager.result = .success([TodoItem(id: 1, title: "  Ko\u{0301}ta 👍🏽 ", dueDate: .at("2024-05-16"))])
    makeInteractor(today: .at("2024-05-15")).findUpcomingItems()
    #expect(
      output.lastFound == [
        UpcomingItem(title: "  Ko\u{0301}ta 👍🏽 ", dueDate: .at("2024-05-16"), dateRelation: .tomorrow)
      ])
  }

  @Test("No item in range gives an empty list")
  func noItems() {
    dataManager.result = .success([
      TodoItem(id: 1, title: "Yesterday", dueDate: .at("2024-05-14")),
      TodoItem(id: 2, title: "Far away", dueDate: .at("2024-06-30")),
    ])
    makeInteractor(today: .at("2024-05-15")).findUpcomingItems()
    #expect(output.events == [.found([])])
  }

  @Test("Today is asked of the clock each time, never remembered")
  func readsClockEachTime() {
    let clock = SettableDayClock(.at("2024-05-15"))
    let interactor = UpcomingListInteractor(dataManager: dataManager, clock: clock, firstWeekday: .sunday)
    interactor.output = output
    dataManager.result = .success([TodoItem(id: 1, title: "Milk", dueDate: .at("2024-05-16"))])
    interactor.findUpcomingItems()
    clock.set(.at("2024-05-16"))
    interactor.findUpcomingItems()
    #expect(
      dataManager.requests == [
        Day.at("2024-05-15")...Day.at("2024-05-25"), Day.at("2024-05-16")...Day.at("2024-05-25"),
      ])
    #expect(output.lastFound?.map(\.dateRelation) == [.today])
  }

  @Test(
    "A saved item is placed among the items of its relation: by day, title ignoring case, then order added")
  func insertsAtItsPlace() {
    dataManager.result = .success([
      TodoItem(id: 1, title: "banana", dueDate: .at("2024-05-20")),
      TodoItem(id: 2, title: "Apple", dueDate: .at("2024-05-20")),
      TodoItem(id: 3, title: "Milk", dueDate: .at("2024-05-15")),
    ])
    let interactor = makeInteractor(today: .at("2024-05-15"))
    interactor.findUpcomingItems()
    interactor.insertNewItem(TodoSummary(id: 4, title: "apple", dueDate: .at("2024-05-20")))
    interactor.insertNewItem(TodoSummary(id: 5, title: "Cherry", dueDate: .at("2024-05-19")))
    interactor.insertNewItem(TodoSummary(id: 6, title: "Zebra", dueDate: .at("2024-05-15")))
    interactor.insertNewItem(TodoSummary(id: 7, title: "Plan", dueDate: .at("2024-05-17")))
    #expect(
      output.events.dropFirst() == [
        .inserted(UpcomingItem(title: "apple", dueDate: .at("2024-05-20"), dateRelation: .nextWeek), at: 1),
        .inserted(UpcomingItem(title: "Cherry", dueDate: .at("2024-05-19"), dateRelation: .nextWeek), at: 0),
        .inserted(UpcomingItem(title: "Zebra", dueDate: .at("2024-05-15"), dateRelation: .today), at: 1),
        .inserted(
          UpcomingItem(title: "Plan", dueDate: .at("2024-05-17"), dateRelation: .laterThisWeek), at: 0),
      ])
    #expect(dataManager.requests.count == 1)
  }

  @Test(
    "A saved item that is not upcoming is not reported, and the items are not read again",
    arguments: ["2024-05-14", "2024-05-26", "2030-01-01"])
  func ignoresItemOutOfRange(day: String) {
    let interactor = makeInteractor(today: .at("2024-05-15"))
    interactor.findUpcomingItems()
    interactor.insertNewItem(TodoSummary(id: 1, title: "Elsewhere", dueDate: .at(day)))
    #expect(output.events == [.found([])])
    #expect(dataManager.requests.count == 1)
  }

  @Test("At the end of the calendar, where only today is shown, a saved item due tomorrow is not reported")
  func endOfCalendar() {
    let interactor = makeInteractor(today: .at("9999-12-30"))
    interactor.findUpcomingItems()
    interactor.insertNewItem(TodoSummary(id: 1, title: "Last day", dueDate: .at("9999-12-31")))
    interactor.insertNewItem(TodoSummary(id: 2, title: "Today", dueDate: .at("9999-12-30")))
    #expect(dataManager.requests == [Day.at("9999-12-30")...Day.at("9999-12-30")])
    #expect(
      output.events == [
        .found([]),
        .inserted(UpcomingItem(title: "Today", dueDate: .at("9999-12-30"), dateRelation: .today), at: 0),
      ])
  }

  @Test(
    "When the day has changed since the items were found, a saved item makes the interactor find them again")
  func newDayFindsAgain() {
    let clock = SettableDayClock(.at("2024-05-15"))
    let interactor = UpcomingListInteractor(dataManager: dataManager, clock: clock, firstWeekday: .sunday)
    interactor.output = output
    interactor.findUpcomingItems()
    clock.set(.at("2024-05-16"))
    dataManager.result = .success([TodoItem(id: 1, title: "Milk", dueDate: .at("2024-05-16"))])
    interactor.insertNewItem(TodoSummary(id: 1, title: "Milk", dueDate: .at("2024-05-16")))
    #expect(dataManager.requests.last == Day.at("2024-05-16")...Day.at("2024-05-25"))
    #expect(
      output.events == [
        .found([]), .found([UpcomingItem(title: "Milk", dueDate: .at("2024-05-16"), dateRelation: .today)]),
      ])
  }

  @Test("A storage failure is reported with its message")
  func storageFailure() {
    dataManager.result = .failure(.readFailed(message: "db.sqlite is damaged"))
    makeInteractor(today: .at("2024-05-15")).findUpcomingItems()
    #expect(output.events == [.failed("db.sqlite is damaged")])
  }
}
