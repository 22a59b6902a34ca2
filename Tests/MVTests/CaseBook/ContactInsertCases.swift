import CaseBook
import Testing

@testable import MV

extension CaseBookTests {
  /// The place is the contact book's to find; inserting one row (not reloading)
  /// is the list's, checked on the screen.
  @Test("A contact added is inserted at its place", arguments: CaseBook.contactInsert)
  func contactInsert(_ bookCase: ContactInsertCase) throws {
    let book = try contactBook(bookCase.stored)
    let contact = try book.add(ContactDraft(firstName: bookCase.added.first, lastName: bookCase.added.last))
    #expect(book.contacts.map(\.fullName) == bookCase.expectedRows)
    #expect(book.contacts.firstIndex { $0.id == contact.id } == bookCase.expectedRow)

    let app = try AppOnWindow.contacts(bookCase.stored)
    let table = try #require(app.table)
    let (reloads, inserted) = (table.reloadCount, table.insertedRowCount)
    try app.addContact(bookCase.added)
    #expect(app.screen.rowTexts == bookCase.expectedRows)
    #expect(table.reloadCount == reloads)
    #expect(table.insertedRowCount == inserted + 1)
    #expect(table.inconsistencies.isEmpty)
  }
}
