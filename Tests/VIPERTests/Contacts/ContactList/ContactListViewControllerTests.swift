import ScreenKit
import Testing

@testable import VIPER

/// The contact list's passive view, driven on a window with a stand-in presenter.
@MainActor
@Suite("Contact list view")
struct ContactListViewControllerTests {
  let log = CallLog()
  let view: ContactListViewController
  let driver: ScreenDriver

  init() {
    view = ContactListViewController(eventHandler: ModuleEventHandlerSpy(log: log))
    driver = ScreenDriver(root: NavigationController(rootViewController: view))
  }

  @Test("The title is set before the view loads, so the tab is named")
  func titleBeforeLoad() {
    let unloaded = ContactListViewController(eventHandler: ModuleEventHandlerSpy(log: log))
    #expect(unloaded.title == "Contacts")
    #expect(!unloaded.isViewLoaded)
  }

  @Test("Loading asks the event handler for content once; + is passed on")
  func events() throws {
    #expect(log.calls == ["updateView()"])
    #expect(driver.snapshot.rightButtons == ["+"])
    try driver.tap("+")
    #expect(log.calls == ["updateView()", "addNewEntry()"])
  }

  @Test("The no-content message is No Contacts")
  func noContent() {
    view.showNoContentMessage()
    #expect(driver.snapshot.emptyMessage == "No Contacts")
    #expect(driver.snapshot.rowTexts.isEmpty)
  }

  @Test("Rows are drawn in the order given")
  func rows() {
    view.showContacts([ContactDisplayItem(name: "Zoé Martin"), ContactDisplayItem(name: "Ada Lovelace")])
    #expect(driver.snapshot.rowTexts == ["Zoé Martin", "Ada Lovelace"])
  }

  @Test("An inserted row goes in at its index without reloading the table")
  func insertion() throws {
    view.showContacts([ContactDisplayItem(name: "Alice Archer"), ContactDisplayItem(name: "Eve Evans")])
    let table = try #require(driver.tableViews.first)
    let reloads = table.reloadCount
    view.insertContact(ContactDisplayItem(name: "Dan Dale"), at: 1)
    #expect(driver.snapshot.rowTexts == ["Alice Archer", "Dan Dale", "Eve Evans"])
    #expect(table.reloadCount == reloads)
    #expect(table.insertedRowCount == 1)
    #expect(table.inconsistencies.isEmpty)
  }

  @Test("A row inserted into the empty list replaces the no-content message")
  func insertionIntoEmptyList() throws {
    view.showNoContentMessage()
    view.insertContact(ContactDisplayItem(name: "Ada Lovelace"), at: 0)
    #expect(driver.snapshot.emptyMessage == nil)
    #expect(driver.snapshot.rowTexts == ["Ada Lovelace"])
    #expect(try #require(driver.tableViews.first).inconsistencies.isEmpty)
  }

  @Test("An error is drawn as an alert titled Error with one OK button")
  func errorAlert() throws {
    view.showErrorMessage("db.sqlite is damaged")
    #expect(driver.snapshot.alert == .init(title: "Error", message: "db.sqlite is damaged", actions: ["OK"]))
    try driver.tap("OK")
    #expect(driver.snapshot.alert == nil)
  }
}
