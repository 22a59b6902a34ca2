import CaseBook
import Testing

@testable import MVP

extension CaseBookTests {
  @Test("A contact added is inserted at its place", arguments: CaseBook.contactInsert)
  func contactInsert(_ bookCase: ContactInsertCase) throws {
    let (presenter, view, service) = contactList(bookCase.stored)
    let form = try addContact(from: presenter, shownIn: view)
    form.presenter.didTapDone(firstName: bookCase.added.first, lastName: bookCase.added.last)
    #expect(form.view.closeCount == 1)
    #expect(view.names == bookCase.expectedRows)
    #expect(view.insertedIndices == [bookCase.expectedRow])
    #expect(view.showCount == 1)
    #expect(service.loadCount == 1)
  }
}
