import CaseBook
import Testing

@testable import MV

extension CaseBookTests {
  /// The rules are the draft's and the contact book's; the alert, and the form
  /// kept as typed, are the form's, checked on the screen.
  @Test("Done on New Contact saves or refuses", arguments: CaseBook.contactInput)
  func contactInput(_ bookCase: ContactInputCase) throws {
    let store = try Seed.store()
    let book = try contactBook(store: store)
    let draft = ContactDraft(firstName: bookCase.typed.first, lastName: bookCase.typed.last)
    switch bookCase.outcome {
    case .saved(let name):
      try book.add(draft)
      #expect(try store.allContacts().map { ContactName($0.firstName, $0.lastName) } == [name])
      #expect(book.contacts.map(\.fullName) == [name.fullName])
    case .alert(let message):
      #expect(throws: AlertMessage(message)) { try book.add(draft) }
      #expect(try store.allContacts().isEmpty)
      #expect(book.contacts.isEmpty)
      let app = try AppOnWindow.contacts()
      try app.addContact(bookCase.typed)
      #expect(app.screen.alert == .error(message))
      try app.driver.tap("OK")
      #expect(app.screen.title == "New Contact")
      #expect(app.screen.fieldText("First name") == bookCase.typed.first)
      #expect(app.screen.fieldText("Last name") == bookCase.typed.last)
      #expect(try app.storedContacts.isEmpty)
    }
  }
}
