import CaseBook
import Entities
import ScreenKit
import Storage
import TestSupport
import Testing

@testable import MVC

@MainActor
@Suite("MVC: Upcoming screens")
struct UpcomingListViewControllerTests {
  func makeList(_ items: [(String, String)], today: String, firstWeekday: Weekday = .sunday) throws
    -> ScreenDriver
  {
    let store = SQLiteStore.inMemory()
    for (title, day) in items { _ = try store.addItem(title: title, dueDate: .at(day)) }
    let list = UpcomingListViewController(
      store: store, clock: FixedDayClock(.at(today)), firstWeekday: firstWeekday)
    return ScreenDriver(root: NavigationController(rootViewController: list))
  }

  @Test("It groups the model's items into sections and labels each with its weekday")
  func sections() throws {
    let driver = try makeList(
      [
        ("late", "2024-05-14"), ("now", "2024-05-15"), ("thu", "2024-05-16"), ("sat", "2024-05-18"),
        ("sun", "2024-05-19"), ("far", "2024-05-26"),
      ], today: "2024-05-15")
    #expect(
      driver.snapshot.elements == [
        .sectionHeader("Today"), .row(text: "now", detail: nil),
        .sectionHeader("Tomorrow"), .row(text: "thu", detail: "Thursday"),
        .sectionHeader("Later This Week"), .row(text: "sat", detail: "Saturday"),
        .sectionHeader("Next Week"), .row(text: "sun", detail: "Sunday"),
      ])
  }

  @Test("With Monday weeks, Sunday is later this week and tomorrow from Sunday is next week")
  func mondayWeeks() throws {
    let fromWednesday = try makeList([("sun", "2024-05-19")], today: "2024-05-15", firstWeekday: .monday)
    #expect(fromWednesday.snapshot.sectionHeaders == ["Later This Week"])
    let fromSunday = try makeList([("mon", "2024-05-20")], today: "2024-05-19", firstWeekday: .monday)
    #expect(fromSunday.snapshot.sectionHeaders == ["Next Week"])
  }

  @Test("The add screen refuses a day that does not exist and pre-fills today")
  func addItemValidation() throws {
    let store = SQLiteStore.inMemory()
    let form = AddItemViewController(store: store, today: .at("2024-02-28"))
    let driver = ScreenDriver(root: NavigationController(rootViewController: form))
    #expect(driver.snapshot.fieldText("Due date") == "2024-02-28")
    try driver.fill("Name", with: "Leap")
    try driver.fill("Due date", with: "2023-02-29")
    try driver.tap("Save")
    #expect(driver.snapshot.alert?.message == "Due date must be a day written as YYYY-MM-DD")
    try driver.tap("OK")
    try driver.fill("Due date", with: "2024-02-29")
    try driver.tap("Save")
    #expect(try store.items(dueFrom: .at("2024-02-29"), through: .at("2024-02-29")).map(\.title) == ["Leap"])
  }

  /// The Upcoming list on a window over `items` (title, due day), today 2024-05-15
  /// (a Wednesday, weeks from Sunday), ready to add more.
  func showList(_ items: [(String, String)], clock: any DayClock = FixedDayClock(.at("2024-05-15"))) throws
    -> (ScreenDriver, TableView)
  {
    let store = SQLiteStore.inMemory()
    for (title, day) in items { _ = try store.addItem(title: title, dueDate: .at(day)) }
    let list = UpcomingListViewController(store: store, clock: clock, firstWeekday: .sunday)
    let driver = ScreenDriver(root: NavigationController(rootViewController: list))
    return (driver, try #require(driver.tableViews.first))
  }

  func add(_ title: String, due: String, on driver: ScreenDriver) throws {
    try driver.tap("+")
    try driver.fill("Name", with: title)
    try driver.fill("Due date", with: due)
    try driver.tap("Save")
  }

  @Test("A saved item is inserted at its place in its section; the list is not read again")
  func insertsIntoItsSection() throws {
    let (driver, table) = try showList([("Call Ada", "2024-05-16"), ("Dentist", "2024-05-21")])
    try add("Buy milk", due: "2024-05-16", on: driver)
    #expect(
      driver.snapshot.elements == [
        .sectionHeader("Tomorrow"), .row(text: "Buy milk", detail: "Thursday"),
        .row(text: "Call Ada", detail: "Thursday"),
        .sectionHeader("Next Week"), .row(text: "Dentist", detail: "Tuesday"),
      ])
    #expect(table.reloadCount == 1)
    #expect(table.insertedRowCount == 1)
    #expect(table.inconsistencies.isEmpty)
  }

  @Test("A saved item for a section not shown yet creates that section at its place")
  func createsItsSection() throws {
    let (driver, table) = try showList([("Pay rent", "2024-05-15"), ("Dentist", "2024-05-21")])
    try add("Plan trip", due: "2024-05-17", on: driver)
    #expect(driver.snapshot.sectionHeaders == ["Today", "Later This Week", "Next Week"])
    #expect(driver.snapshot.rowTexts == ["Pay rent", "Plan trip", "Dentist"])
    try add("Call Ada", due: "2024-05-16", on: driver)
    #expect(driver.snapshot.sectionHeaders == ["Today", "Tomorrow", "Later This Week", "Next Week"])
    #expect(table.reloadCount == 1)
    #expect(table.insertedRowCount == 2)
    #expect(table.inconsistencies.isEmpty)
  }

  @Test("Into an empty list, a saved item brings its section and replaces No Upcoming Items")
  func firstItem() throws {
    let (driver, table) = try showList([])
    #expect(driver.snapshot.emptyMessage == "No Upcoming Items")
    try add("Pay rent", due: "2024-05-17", on: driver)
    #expect(
      driver.snapshot.elements == [
        .sectionHeader("Later This Week"), .row(text: "Pay rent", detail: "Friday"),
      ])
    #expect(table.reloadCount == 1)
  }

  @Test("A saved item that is not shown (past, or after next week) changes nothing on screen")
  func outOfRange() throws {
    let (driver, table) = try showList([("Pay rent", "2024-05-15")])
    let before = driver.snapshot.elements
    try add("Old chore", due: "2024-05-14", on: driver)
    try add("Far away", due: "2024-05-26", on: driver)
    #expect(driver.snapshot.elements == before)
    #expect(table.reloadCount == 1)
    #expect(table.insertedRowCount == 0)
  }

  @Test("Same-day items go by title ignoring case, then by the order they were added")
  func sameDayOrder() throws {
    let (driver, _) = try showList([("banana", "2024-05-20"), ("Apple", "2024-05-20")])
    for title in ["apple", "Cherry", "APPLE", "avocado"] { try add(title, due: "2024-05-20", on: driver) }
    #expect(driver.snapshot.rowTexts == ["Apple", "apple", "APPLE", "avocado", "banana", "Cherry"])
  }

  @Test("When the day has changed since the list was read, a save reads it again for the new day")
  func newDayReloads() throws {
    let clock = SettableDayClock(.at("2024-05-15"))
    let (driver, table) = try showList([("Call Ada", "2024-05-16")], clock: clock)
    clock.set(.at("2024-05-16"))
    try add("Pay rent", due: "2024-05-17", on: driver)
    #expect(
      driver.snapshot.elements == [
        .sectionHeader("Today"), .row(text: "Call Ada", detail: nil),
        .sectionHeader("Tomorrow"), .row(text: "Pay rent", detail: "Friday"),
      ])
    #expect(table.reloadCount == 2)
  }
}
