import CaseBook
import ComposableArchitectureKit
import ComposableArchitectureTesting
import Entities
import Testing

@testable import TCA

extension CaseBookTests {
  @Test("Done on New Contact saves or refuses", arguments: CaseBook.contactInput)
  func contactInput(_ bookCase: ContactInputCase) async {
    let store = TestStore(initialState: AddContactFeature.State()) {
      AddContactFeature()
    } withDependencies: {
      $0.contactsClient.add = { first, last in Contact(id: 1, firstName: first, lastName: last) }
    }
    await store.send(.firstNameChanged(bookCase.typed.first)) { $0.firstName = bookCase.typed.first }
    await store.send(.lastNameChanged(bookCase.typed.last)) { $0.lastName = bookCase.typed.last }
    switch bookCase.outcome {
    case .saved(let name):
      let contact = Contact(id: 1, firstName: name.first, lastName: name.last)
      await store.send(.doneButtonTapped)
      await store.receive(\.saveResponse.success, contact)
      await store.receive(\.delegate.saved, contact)
    case .alert(let message):
      await store.send(.doneButtonTapped) { $0.alert = .error(message) }
      await store.send(.alert(.dismiss)) { $0.alert = nil }
    }
  }
}
