import CaseBook
import Entities
import ScreenKit
import Storage
import TestSupport
import Testing

@testable import MV

extension CaseBookTests {
  /// The models throw the storage error's message and keep nothing; the alert,
  /// and the form kept as typed, are the views', checked on the screen.
  @Test("Storage failing shows its error", arguments: CaseBook.storageFailures)
  func storageFailure(_ bookCase: StorageFailureCase) throws {
    let failing = FailingStore(bookCase)
    let expected = AlertMessage(bookCase.expectedMessage)
    switch bookCase.operation {
    case .loadContacts:
      let book = ContactBook(store: failing)
      #expect(throws: expected) { try book.loadIfNeeded() }
      #expect(book.contacts.isEmpty)
      let app = try AppOnWindow.contacts(store: failing)
      try expectAlert(bookCase, on: app)
    case .loadItems:
      let agenda = Agenda(store: failing, clock: FixedDayClock(.at(CaseBook.today)), firstWeekday: .sunday)
      #expect(throws: expected) { try agenda.loadIfNeeded() }
      #expect(agenda.groups.isEmpty)
      let app = try AppOnWindow.upcoming(store: failing)
      try expectAlert(bookCase, on: app)
    case .saveContact(let name):
      let book = try contactBook(store: failing)
      #expect(throws: expected) { try book.add(ContactDraft(firstName: name.first, lastName: name.last)) }
      #expect(book.contacts.isEmpty)
      let app = try AppOnWindow.contacts(store: failing)
      try app.addContact(name)
      try expectAlert(bookCase, on: app, form: "New Contact", typed: [name.first, name.last])
    case .saveItem(let name, let due):
      let agenda = try agenda(store: failing)
      var draft = ItemDraft(today: agenda.today)
      (draft.name, draft.dueDate) = (name, due)
      #expect(throws: expected) { try agenda.add(draft) }
      #expect(agenda.groups.isEmpty)
      let app = try AppOnWindow.upcoming(store: failing)
      try app.addItem(name: name, due: due)
      try expectAlert(bookCase, on: app, form: "Add Item", typed: [name, due])
    }
  }

  /// The storage error's alert is up; after `OK`, the form `form` (if any) is
  /// shown with `typed` in its fields; then the list shows no row.
  private func expectAlert(
    _ bookCase: StorageFailureCase, on app: AppOnWindow, form: String? = nil, typed: [String] = []
  ) throws {
    #expect(app.screen.alert == .error(bookCase.expectedMessage))
    try app.driver.tap("OK")
    #expect(app.screen.alert == nil)
    if let form {
      #expect(app.screen.title == form)
      #expect(app.fields.map(\.text) == typed)
      try app.driver.tap("Cancel")
    }
    #expect(app.screen.rowTexts.isEmpty)
  }
}
