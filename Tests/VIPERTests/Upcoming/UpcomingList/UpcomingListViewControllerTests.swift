import ScreenKit
import Testing

@testable import VIPER

/// The Upcoming list's passive view, driven on a window with a stand-in presenter.
@MainActor
@Suite("Upcoming list view")
struct UpcomingListViewControllerTests {
  let log = CallLog()
  let view: UpcomingListViewController
  let driver: ScreenDriver

  init() {
    view = UpcomingListViewController(eventHandler: ModuleEventHandlerSpy(log: log))
    driver = ScreenDriver(root: NavigationController(rootViewController: view))
  }

  @Test("The title is set before the view loads, so the tab is named")
  func titleBeforeLoad() {
    let unloaded = UpcomingListViewController(eventHandler: ModuleEventHandlerSpy(log: log))
    #expect(unloaded.title == "Upcoming")
    #expect(!unloaded.isViewLoaded)
  }

  @Test("Loading asks the event handler for content once; + is passed on")
  func events() throws {
    #expect(log.calls == ["updateView()"])
    try driver.tap("+")
    #expect(log.calls == ["updateView()", "addNewEntry()"])
  }

  @Test("The no-content message is No Upcoming Items")
  func noContent() {
    view.showUpcomingDisplayData([
      UpcomingDisplaySection(name: "Today", items: [UpcomingDisplayItem(title: "Milk", dueDay: nil)])
    ])
    view.showNoContentMessage()
    #expect(driver.snapshot.emptyMessage == "No Upcoming Items")
    #expect(driver.snapshot.sectionHeaders.isEmpty)
  }

  @Test("Sections are drawn with their headers, rows with the day at the right, none for today")
  func sections() {
    view.showUpcomingDisplayData([
      UpcomingDisplaySection(name: "Today", items: [UpcomingDisplayItem(title: "Milk", dueDay: nil)]),
      UpcomingDisplaySection(
        name: "Next Week",
        items: [
          UpcomingDisplayItem(title: "Rent", dueDay: "Monday"),
          UpcomingDisplayItem(title: "Tax", dueDay: "Friday"),
        ]),
    ])
    #expect(
      driver.snapshot.elements == [
        .sectionHeader("Today"), .row(text: "Milk", detail: nil), .sectionHeader("Next Week"),
        .row(text: "Rent", detail: "Monday"), .row(text: "Tax", detail: "Friday"),
      ])
  }

  @Test("New display data replaces the old")
  func replaces() {
    view.showUpcomingDisplayData([
      UpcomingDisplaySection(name: "Today", items: [UpcomingDisplayItem(title: "Milk", dueDay: nil)])
    ])
    view.showUpcomingDisplayData([
      UpcomingDisplaySection(
        name: "Tomorrow", items: [UpcomingDisplayItem(title: "Rent", dueDay: "Thursday")])
    ])
    #expect(driver.snapshot.elements == [.sectionHeader("Tomorrow"), .row(text: "Rent", detail: "Thursday")])
  }

  @Test("A row and a section are inserted where the presenter says, without a reload")
  func inserts() throws {
    view.showUpcomingDisplayData([
      UpcomingDisplaySection(name: "Today", items: [UpcomingDisplayItem(title: "Milk", dueDay: nil)])
    ])
    let table = try #require(driver.tableViews.first)
    let reloads = table.reloadCount
    view.insertUpcomingDisplayItem(UpcomingDisplayItem(title: "Bread", dueDay: nil), at: 0, inSection: 0)
    view.insertUpcomingDisplaySection(
      UpcomingDisplaySection(
        name: "Next Week", items: [UpcomingDisplayItem(title: "Rent", dueDay: "Monday")]),
      at: 1)
    #expect(
      driver.snapshot.elements == [
        .sectionHeader("Today"), .row(text: "Bread", detail: nil), .row(text: "Milk", detail: nil),
        .sectionHeader("Next Week"), .row(text: "Rent", detail: "Monday"),
      ])
    #expect(table.reloadCount == reloads)
    #expect(table.insertedRowCount == 2)
    #expect(table.inconsistencies.isEmpty)
  }

  @Test("An error is drawn as an alert titled Error with one OK button")
  func errorAlert() {
    view.showErrorMessage("todo.sqlite is damaged")
    #expect(
      driver.snapshot.alert == .init(title: "Error", message: "todo.sqlite is damaged", actions: ["OK"]))
  }
}
