import Entities
import ScreenKit
import Storage
import TestSupport
import Testing

@testable import MVP

/// The passive Upcoming views on a window: they draw what their presenters
/// hand them and forward what the user does.
@MainActor
@Suite("Upcoming views")
struct UpcomingListViewControllerTests {
  /// The Upcoming list on `service` for Thursday 2026-12-31, weeks from Sunday, on a window.
  private func show(_ service: StubTodoService) -> ScreenDriver {
    let presenter = UpcomingListPresenter(
      service: service, clock: FixedDayClock(Day.at("2026-12-31")), firstWeekday: .sunday)
    return ScreenDriver(
      root: NavigationController(rootViewController: UpcomingListViewController(presenter: presenter)))
  }

  @Test("The list draws each section's header and its rows with their day labels")
  func drawsSections() {
    let service = StubTodoService(items: [
      ("Run", "2027-01-04"), ("Call", "2026-12-31"), ("Shop", "2027-01-01"),
    ])
    let screen = show(service).snapshot
    #expect(screen.title == "Upcoming")
    #expect(screen.rightButtons == ["+"])
    #expect(
      screen.elements == [
        .sectionHeader("Today"), .row(text: "Call", detail: nil),
        .sectionHeader("Tomorrow"), .row(text: "Shop", detail: "Friday"),
        .sectionHeader("Next Week"), .row(text: "Run", detail: "Monday"),
      ])
  }

  @Test("An empty list says No Upcoming Items")
  func emptyMessage() {
    #expect(
      show(StubTodoService(items: [("Old", "2026-12-30")])).snapshot.emptyMessage == "No Upcoming Items")
  }

  @Test("+ presents Add Item modally, with Name and a Due date pre-filled with today")
  func addScreen() throws {
    let driver = show(StubTodoService())
    try driver.tap("+")
    let stack = try #require(driver.window.topViewController as? NavigationController)
    #expect(stack.topViewController is AddItemViewController)
    let screen = driver.snapshot
    #expect(screen.title == "Add Item")
    #expect(screen.leftButtons == ["Cancel"])
    #expect(screen.rightButtons == ["Save"])
    #expect(
      screen.elements == [
        .field(label: "Name", text: "", placeholder: nil),
        .field(label: "Due date", text: "2026-12-31", placeholder: "YYYY-MM-DD"),
      ])
  }

  @Test("Save hands the typed texts to the presenter, closes the form, and the row is inserted, not reloaded")
  func insertsAfterSave() throws {
    let service = StubTodoService(items: [("Call", "2026-12-31")])
    let driver = show(service)
    let table = try #require(driver.tableViews.first)
    for (title, day) in [("Buy milk", "2027-01-02"), ("Answer", "2026-12-31")] {
      try driver.tap("+")
      try driver.fill("Name", with: title)
      try driver.fill("Due date", with: day)
      try driver.tap("Save")
    }
    #expect(driver.snapshot.title == "Upcoming")
    #expect(
      driver.snapshot.elements == [
        .sectionHeader("Today"), .row(text: "Answer", detail: nil), .row(text: "Call", detail: nil),
        .sectionHeader("Later This Week"), .row(text: "Buy milk", detail: "Saturday"),
      ])
    #expect(table.reloadCount == 1)
    #expect(table.insertedRowCount == 2)
    #expect(table.inconsistencies.isEmpty)
  }

  @Test("A bad due date shows the Error alert over the form, which keeps what was typed")
  func errorAlertKeepsTheForm() throws {
    let driver = show(StubTodoService())
    try driver.tap("+")
    try driver.fill("Name", with: "Buy milk")
    try driver.fill("Due date", with: "2023-02-30")
    try driver.tap("Save")
    #expect(
      driver.snapshot.alert
        == .init(title: "Error", message: "Due date must be a day written as YYYY-MM-DD", actions: ["OK"]))
    try driver.tap("OK")
    #expect(driver.snapshot.title == "Add Item")
    #expect(driver.snapshot.fieldText("Name") == "Buy milk")
    #expect(driver.snapshot.fieldText("Due date") == "2023-02-30")
  }

  @Test("Cancel closes the form and saves nothing")
  func cancel() throws {
    let service = StubTodoService()
    let driver = show(service)
    try driver.tap("+")
    try driver.fill("Name", with: "Buy milk")
    try driver.tap("Cancel")
    #expect(driver.snapshot.title == "Upcoming")
    #expect(service.saved.isEmpty)
  }
}
