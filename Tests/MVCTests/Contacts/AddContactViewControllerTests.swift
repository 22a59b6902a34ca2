import Entities
import ScreenKit
import Storage
import TestSupport
import Testing

@testable import MVC

/// Records what the add-contact screen told its delegate.
@MainActor
final class AddContactDelegateSpy: AddContactViewControllerDelegate {
  var added: [Contact] = []
  var cancelled = 0
  func addContactViewController(_ controller: AddContactViewController, didAdd contact: Contact) {
    added.append(contact)
  }
  func addContactViewControllerDidCancel(_ controller: AddContactViewController) { cancelled += 1 }
}

/// MVC is tested through its controllers: load one with its view, drive it,
/// and inspect the view and the model.
@MainActor
@Suite("MVC: AddContactViewController")
struct AddContactViewControllerTests {
  let store = SQLiteStore.inMemory()
  let spy = AddContactDelegateSpy()

  func makeScreen() -> (AddContactViewController, ScreenDriver) {
    let controller = AddContactViewController(store: store)
    controller.delegate = spy
    return (controller, ScreenDriver(root: NavigationController(rootViewController: controller)))
  }

  @Test("Its view has the two fields and the bar has Cancel and Done")
  func layout() {
    let (_, driver) = makeScreen()
    #expect(driver.snapshot.title == "New Contact")
    #expect(driver.snapshot.elements.count == 2)
    #expect(driver.snapshot.leftButtons == ["Cancel"])
    #expect(driver.snapshot.rightButtons == ["Done"])
  }

  @Test("Done saves the trimmed names to the model and tells the delegate")
  func saves() throws {
    let (_, driver) = makeScreen()
    try driver.fill("First name", with: " Ada\t")
    try driver.fill("Last name", with: "\nLovelace  ")
    try driver.tap("Done")
    #expect(spy.added.map(\.firstName) == ["Ada"])
    #expect(try store.allContacts().map(\.lastName) == ["Lovelace"])
    #expect(driver.snapshot.alert == nil)
  }

  @Test(
    "Validation checks run in order and the first failure is shown",
    arguments: [
      ("", "", "A contact must have first and last names"),
      (String(repeating: "x", count: 101), "", "A contact must have first and last names"),
      (String(repeating: "x", count: 101), "a\u{0}b", "First name must have at most 100 characters"),
      (
        "a\u{0}b", String(repeating: "x", count: 101),
        "First name must not contain line breaks, tabs or other control characters"
      ),
      ("Ada", String(repeating: "x", count: 101), "Last name must have at most 100 characters"),
      ("Ada", "a\u{2029}b", "Last name must not contain line breaks, tabs or other control characters"),
    ])
  func validation(first: String, last: String, message: String) throws {
    let (_, driver) = makeScreen()
    try driver.fill("First name", with: first)
    try driver.fill("Last name", with: last)
    try driver.tap("Done")
    #expect(driver.snapshot.alert?.message == message)
    #expect(spy.added.isEmpty)
    #expect(try store.allContacts().isEmpty)
  }

  @Test("Exactly 100 characters, counted as a reader counts them, is accepted")
  func limit() throws {
    let (_, driver) = makeScreen()
    try driver.fill("First name", with: String(repeating: "e\u{301}", count: 100))
    try driver.fill("Last name", with: String(repeating: "👨‍👩‍👧", count: 100))
    try driver.tap("Done")
    #expect(driver.snapshot.alert == nil)
    #expect(spy.added.count == 1)
  }

  @Test("Cancel tells the delegate and saves nothing")
  func cancel() throws {
    let (_, driver) = makeScreen()
    try driver.fill("First name", with: "Ada")
    try driver.tap("Cancel")
    #expect(spy.cancelled == 1)
    #expect(try store.allContacts().isEmpty)
  }
}
