import ScreenKit
import Testing

@testable import VIPER

/// The add-item form, driven on a window with a stand-in presenter.
@MainActor
@Suite("Add-item view")
struct AddItemViewControllerTests {
  let log = CallLog()
  let view: AddItemViewController
  let driver: ScreenDriver

  init() {
    view = AddItemViewController(eventHandler: ModuleEventHandlerSpy(log: log))
    driver = ScreenDriver(root: NavigationController(rootViewController: view))
  }

  @Test("The form is Add Item: Name and Due date with its placeholder, Cancel at the left, Save at the right")
  func layout() {
    let screen = driver.snapshot
    #expect(screen.title == "Add Item")
    #expect(screen.leftButtons == ["Cancel"])
    #expect(screen.rightButtons == ["Save"])
    #expect(
      screen.elements == [
        .field(label: "Name", text: "", placeholder: nil),
        .field(label: "Due date", text: "", placeholder: "YYYY-MM-DD"),
      ])
  }

  @Test("Loading asks the event handler for the form's content, and the due date is filled as told")
  func dueDate() {
    #expect(log.calls == ["updateView()"])
    view.setEntryDueDate("2024-05-15")
    #expect(driver.snapshot.fieldText("Due date") == "2024-05-15")
  }

  @Test("Save passes both fields exactly as typed")
  func save() throws {
    try driver.fill("Name", with: " Milk ")
    try driver.fill("Due date", with: "2023-02-30")
    try driver.tap("Save")
    #expect(log.calls == ["updateView()", "saveAddAction( Milk |2023-02-30)"])
  }

  @Test("Cancel is passed on")
  func cancel() throws {
    try driver.tap("Cancel")
    #expect(log.calls == ["updateView()", "cancelAddAction()"])
  }

  @Test("An error is drawn as an alert over the form, which keeps what was typed")
  func errorAlert() throws {
    try driver.fill("Name", with: "Milk")
    view.showErrorMessage("Due date must be a day written as YYYY-MM-DD")
    #expect(
      driver.snapshot.alert
        == .init(title: "Error", message: "Due date must be a day written as YYYY-MM-DD", actions: ["OK"]))
    try driver.tap("OK")
    #expect(driver.snapshot.fieldText("Name") == "Milk")
  }
}
