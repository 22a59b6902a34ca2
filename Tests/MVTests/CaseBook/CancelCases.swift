import CaseBook
import Testing

@testable import MV

extension CaseBookTests {
  /// `Cancel` is the form's alone (it dismisses; no model is asked anything):
  /// checked on the screen.
  @Test("Cancel saves nothing", arguments: CaseBook.cancels)
  func cancel(_ bookCase: CancelCase) throws {
    let app: AppOnWindow
    switch bookCase.form {
    case .contact(let name):
      app = try AppOnWindow.contacts()
      try app.driver.tap("+")
      try app.driver.fill("First name", with: name.first)
      try app.driver.fill("Last name", with: name.last)
      try app.driver.tap("Cancel")
      #expect(app.screen.title == "Contacts")
      #expect(try app.storedContacts.isEmpty)
    case .item(let name, let due):
      app = try AppOnWindow.upcoming()
      try app.driver.tap("+")
      try app.driver.fill("Name", with: name)
      try app.driver.fill("Due date", with: due)
      try app.driver.tap("Cancel")
      #expect(app.screen.title == "Upcoming")
      #expect(try app.storedItems.isEmpty)
    }
    #expect(app.root.presentedViewController == nil)
    #expect(app.screen.alert == nil)
    #expect(app.screen.rowTexts.isEmpty)
    #expect(app.screen.emptyMessage != nil)
  }
}
