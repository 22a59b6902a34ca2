import CaseBook
import Entities
import Testing

@testable import TCASwiftUI

extension CaseBookTests {
  @Test("A contact added is inserted at its place", arguments: CaseBook.contactInsert)
  func contactInsert(_ bookCase: ContactInsertCase) {
    let stored = contacts(bookCase.stored)
    let added = Contact(
      id: Int64(stored.count + 1), firstName: bookCase.added.first, lastName: bookCase.added.last)
    let store = contactList(stored) { first, last in Contact(id: added.id, firstName: first, lastName: last) }
    store.send(.addButtonTapped) { $0.addContact = AddContactFeature.State() }
    store.send(.addContact(.presented(.firstNameChanged(added.firstName)))) {
      $0.addContact?.firstName = added.firstName
    }
    store.send(.addContact(.presented(.lastNameChanged(added.lastName)))) {
      $0.addContact?.lastName = added.lastName
    }
    store.send(.addContact(.presented(.doneButtonTapped)))
    store.receive(.addContact(.presented(.saveResponse(.success(added)))))
    store.receive(.addContact(.presented(.delegate(.saved(added))))) {
      $0.addContact = nil
      $0.rows = rows(bookCase.expectedRows, of: stored + [added])
    }
    #expect(store.state.rows.firstIndex { $0.id == added.id } == bookCase.expectedRow)
  }
}
