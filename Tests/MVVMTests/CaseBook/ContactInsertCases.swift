import CaseBook
import Testing

@testable import MVVM

extension CaseBookTests {
  @Test("A contact added is inserted at its place", arguments: CaseBook.contactInsert)
  func contactInsert(_ bookCase: ContactInsertCase) throws {
    let (list, service) = contactList(bookCase.stored)
    let changes = ObservedValues(list) { $0.lastChange }
    let form = try addContact(from: list, service: service)
    form.firstName = bookCase.added.first
    form.lastName = bookCase.added.last
    form.doneTapped()
    #expect(closingRouter.closeCount == 1)
    #expect(list.rows.map(\.fullName) == bookCase.expectedRows)
    #expect(changes.values == [.reloaded, .inserted(row: bookCase.expectedRow)])
  }
}
