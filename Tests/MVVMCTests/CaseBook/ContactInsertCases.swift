import CaseBook
import Testing

@testable import MVVMC

extension CaseBookTests {
  /// A flow case: the form saves, its coordinator closes it, and the tab's
  /// coordinator hands the contact to the list, which inserts one row.
  @Test("A contact added is inserted at its place", arguments: CaseBook.contactInsert)
  func contactInsert(_ bookCase: ContactInsertCase) throws {
    let tab = try ContactsTab(service: StubContactService(contacts: stored(bookCase.stored)))
    let changes = ObservedValues(tab.list) { $0.lastChange }
    let form = try tab.openForm()
    form.firstName = bookCase.added.first
    form.lastName = bookCase.added.last
    form.doneTapped()
    #expect(tab.flowEnded)
    #expect(tab.list.rows.map(\.fullName) == bookCase.expectedRows)
    #expect(changes.values == [.reloaded, .inserted(row: bookCase.expectedRow)])
  }
}
