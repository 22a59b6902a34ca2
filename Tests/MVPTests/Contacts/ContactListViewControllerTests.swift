import Entities
import ScreenKit
import Storage
import Testing

@testable import MVP

/// The passive Contacts views on a window: they draw what their presenters
/// hand them and forward what the user does.
@MainActor
@Suite("Contacts views")
struct ContactListViewControllerTests {
  /// The contact list on `service`, in a navigation stack on a window.
  private func show(_ service: StubContactService) -> ScreenDriver {
    let list = ContactListViewController(presenter: ContactListPresenter(service: service))
    return ScreenDriver(root: NavigationController(rootViewController: list))
  }

  @Test("The list draws the rows its presenter hands it, under the title and the + button")
  func drawsRows() {
    let driver = show(StubContactService(names: [("Grace", "Hopper"), ("Ada", "Lovelace")]))
    let screen = driver.snapshot
    #expect(screen.title == "Contacts")
    #expect(screen.rightButtons == ["+"])
    #expect(
      screen.elements == [.row(text: "Ada Lovelace", detail: nil), .row(text: "Grace Hopper", detail: nil)])
  }

  @Test("An empty list says No Contacts")
  func emptyMessage() {
    #expect(show(StubContactService()).snapshot.emptyMessage == "No Contacts")
  }

  @Test("+ presents New Contact modally in a navigation stack, with Cancel at the left and Done at the right")
  func addScreen() throws {
    let driver = show(StubContactService())
    try driver.tap("+")
    let stack = try #require(driver.window.topViewController as? NavigationController)
    #expect(stack.topViewController is AddContactViewController)
    let screen = driver.snapshot
    #expect(screen.title == "New Contact")
    #expect(screen.leftButtons == ["Cancel"])
    #expect(screen.rightButtons == ["Done"])
    #expect(
      screen.elements == [
        .field(label: "First name", text: "", placeholder: nil),
        .field(label: "Last name", text: "", placeholder: nil),
      ])
  }

  @Test("Done hands the typed names to the presenter; the new row is inserted, the table not reloaded")
  func insertsWithoutReloading() throws {
    let service = StubContactService(names: [("Alice", "Archer"), ("Eve", "Evans")])
    let driver = show(service)
    let table = try #require(driver.tableViews.first)
    let reloads = table.reloadCount
    try driver.tap("+")
    try driver.fill("First name", with: " Carol ")
    try driver.fill("Last name", with: "Cole")
    try driver.tap("Done")
    #expect(driver.snapshot.title == "Contacts")
    #expect(driver.snapshot.rowTexts == ["Alice Archer", "Carol Cole", "Eve Evans"])
    #expect(service.saved == [["Carol", "Cole"]])
    #expect(table.reloadCount == reloads)
    #expect(table.insertedRowCount == 1)
    #expect(table.inconsistencies.isEmpty)
  }

  @Test("A refused input shows the Error alert over the form, which keeps what was typed")
  func errorAlertKeepsTheForm() throws {
    let driver = show(StubContactService())
    try driver.tap("+")
    try driver.fill("First name", with: "Ada\tB")
    try driver.fill("Last name", with: "Lovelace")
    try driver.tap("Done")
    #expect(
      driver.snapshot.alert
        == .init(
          title: "Error",
          message: "First name must not contain line breaks, tabs or other control characters",
          actions: ["OK"]))
    try driver.tap("OK")
    #expect(driver.snapshot.alert == nil)
    #expect(driver.snapshot.title == "New Contact")
    #expect(driver.snapshot.fieldText("First name") == "Ada\tB")
    #expect(driver.snapshot.fieldText("Last name") == "Lovelace")
  }

  @Test("A storage error while loading shows the Error alert over the empty list")
  func loadingErrorAlert() throws {
    let service = StubContactService()
    service.loadError = .busy(path: "/data/archlab.sqlite")
    let driver = show(service)
    #expect(driver.snapshot.alert?.message == StorageError.busy(path: "/data/archlab.sqlite").description)
    try driver.tap("OK")
    #expect(driver.snapshot.emptyMessage == "No Contacts")
  }
}
