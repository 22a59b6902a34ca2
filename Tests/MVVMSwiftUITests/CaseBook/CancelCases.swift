import CaseBook
import Testing

@testable import MVVMSwiftUI

extension CaseBookTests {
  /// Cancel is the form view's own: it dismisses its sheet, and the view model
  /// it owned goes with it, having saved nothing. Played on the views.
  @Test("Cancel saves nothing", arguments: CaseBook.cancels)
  func cancel(_ bookCase: CancelCase) throws {
    let app = AppOnWindow()
    switch bookCase.form {
    case .contact(let name):
      try app.driver.tap("+")
      try app.driver.fill("First name", with: name.first)
      try app.driver.fill("Last name", with: name.last)
      try app.driver.tap("Cancel")
      #expect(app.screen.title == "Contacts")
      #expect(app.contacts.contacts.isEmpty)
    case .item(let name, let due):
      try app.driver.selectTab("Upcoming")
      try app.driver.tap("+")
      try app.driver.fill("Name", with: name)
      try app.driver.fill("Due date", with: due)
      try app.driver.tap("Cancel")
      #expect(app.screen.title == "Upcoming")
      #expect(app.todos.items.isEmpty)
    }
    #expect(app.screen.rowTexts.isEmpty)
    #expect(app.screen.alert == nil)
  }
}
