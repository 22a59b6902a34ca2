import CaseBook
import Entities
import Testing

@testable import TCASwiftUI

extension CaseBookTests {
  @Test("Done on New Contact saves or refuses", arguments: CaseBook.contactInput)
  func contactInput(_ bookCase: ContactInputCase) {
    var client = ContactsClient.unimplemented
    client.add = { first, last in Contact(id: 1, firstName: first, lastName: last) }
    let store = TestStore(initialState: AddContactFeature.State()) { AddContactFeature(contacts: client) }
    store.send(.firstNameChanged(bookCase.typed.first)) { $0.firstName = bookCase.typed.first }
    store.send(.lastNameChanged(bookCase.typed.last)) { $0.lastName = bookCase.typed.last }
    switch bookCase.outcome {
    case .saved(let name):
      let contact = Contact(id: 1, firstName: name.first, lastName: name.last)
      store.send(.doneButtonTapped)
      store.receive(.saveResponse(.success(contact)))
      store.receive(.delegate(.saved(contact)))
    case .alert(let message):
      store.send(.doneButtonTapped) { $0.alert = ErrorAlert(message) }
      store.send(.alertDismissed) { $0.alert = nil }
    }
  }
}
