import CaseBook
import Testing

@testable import MVVMSwiftUI

extension CaseBookTests {
  /// The rows gain one element at its place, the others kept: what makes a
  /// `List` insert one row rather than reload.
  @Test("A contact added is inserted at its place", arguments: CaseBook.contactInsert)
  func contactInsert(_ bookCase: ContactInsertCase) {
    let (list, store) = contactList(bookCase.stored)
    let before = list.rows.map(\.id)
    let form = addContact(from: list, store: store)
    form.firstName = bookCase.added.first
    form.lastName = bookCase.added.last
    #expect(form.save())
    #expect(list.rows.map(\.fullName) == bookCase.expectedRows)
    let changes = list.rows.map(\.id).difference(from: before)
    #expect(changes.count == 1)
    #expect(changes.insertions.map(\.offset) == [bookCase.expectedRow])
    #expect(store.loadCount == 1)
  }
}

extension CollectionDifference.Change {
  /// Where the change is.
  var offset: Int {
    switch self {
    case .insert(let offset, _, _), .remove(let offset, _, _): offset
    }
  }
}
