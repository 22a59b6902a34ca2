import CaseBook
import Entities
import Testing

@testable import TCASwiftUI

extension CaseBookTests {
  @Test("A contact added is inserted at its place", arguments: CaseBook.contactInsert)
  func contactInsert(_ bookCase: ContactInsertCase) async {
    let stored = contacts(bookCase.stored)
    let added = Contact(
      id: Int64(stored.count + 1), firstName: bookCase.added.first, lastName: bookCase.added.last)
    let store = await contactList(stored) { first, last in
      Contact(id: added.id, firstName: first, lastName: last)
    }
    await store.send(.addButtonTapped) { $0.addContact = AddContactFeature.State() }
    await store.send(.addContact(.presented(.firstNameChanged(added.firstName)))) {
      $0.addContact?.firstName = added.firstName
    }
    await store.send(.addContact(.presented(.lastNameChanged(added.lastName)))) {
      $0.addContact?.lastName = added.lastName
    }
    await store.send(.addContact(.presented(.doneButtonTapped)))
    await store.receive(\.addContact.presented.saveResponse.success, added)
    await store.receive(\.addContact.presented.delegate.saved, added) {
      $0.addContact = nil
      $0.rows = rows(bookCase.expectedRows, of: stored + [added])
    }
    #expect(store.state.rows.firstIndex { $0.id == added.id } == bookCase.expectedRow)
  }
}
