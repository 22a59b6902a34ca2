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

  @Test("Saving reloads the list so the new item shows in its section")
  func reloadAfterSave() throws {
    let driver = try makeList([], today: "2024-05-15")
    #expect(driver.snapshot.emptyMessage == "No Upcoming Items")
    try driver.tap("+")
    try driver.fill("Name", with: "Pay rent")
    try driver.fill("Due date", with: "2024-05-17")
    try driver.tap("Save")
    #expect(
      driver.snapshot.elements == [
        .sectionHeader("Later This Week"), .row(text: "Pay rent", detail: "Friday"),
      ])
  }
}
