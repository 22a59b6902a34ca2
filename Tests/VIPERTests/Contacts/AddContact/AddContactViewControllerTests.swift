import ScreenKit
import Testing

@testable import VIPER

/// The add-contact form, driven on a window with a stand-in presenter.
@MainActor
@Suite("Add-contact view")
struct AddContactViewControllerTests {
  let log = CallLog()
  let view: AddContactViewController
  let driver: ScreenDriver

  init() {
    view = AddContactViewController(eventHandler: ModuleEventHandlerSpy(log: log))
    driver = ScreenDriver(root: NavigationController(rootViewController: view))
  }

  @Test("The form is New Contact: First name and Last name, Cancel at the left, Done at the right")
  func layout() {
    let screen = driver.snapshot
    #expect(screen.title == "New Contact")
    #expect(screen.leftButtons == ["Cancel"])
    #expect(screen.rightButtons == ["Done"])
    #expect(
      screen.elements == [
        .field(label: "First name", text: "", placeholder: nil),
        .field(label: "Last name", text: "", placeholder: nil),
      ])
    #expect(log.calls.isEmpty, "the form needs no content to start")
  }

  @Test("Done passes both fields exactly as typed")
  func done() throws {
    try driver.fill("First name", with: "  Ada\t")
    try driver.fill("Last name", with: "Love\nlace")
    try driver.tap("Done")
    #expect(log.calls == ["saveAddAction(  Ada\t|Love\nlace)"])
  }

  @Test("Cancel is passed on")
  func cancel() throws {
    try driver.tap("Cancel")
    #expect(log.calls == ["cancelAddAction()"])
  }

  @Test("An error is drawn as an alert over the form, which keeps what was typed")
  func errorAlert() throws {
    try driver.fill("First name", with: "Ada")
    view.showErrorMessage("A contact must have first and last names")
    #expect(
      driver.snapshot.alert
        == .init(title: "Error", message: "A contact must have first and last names", actions: ["OK"]))
    try driver.tap("OK")
    #expect(driver.snapshot.alert == nil)
    #expect(driver.snapshot.fieldText("First name") == "Ada")
  }
}
