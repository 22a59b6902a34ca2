import CaseBook
import Entities
import Testing

@testable import TCASwiftUI

extension CaseBookTests {
  /// Cancel is the form's delegate action `cancel`; the list closes the form.
  /// The clients' `add` is unimplemented: a save would fail the test.
  @Test("Cancel saves nothing", arguments: CaseBook.cancels)
  func cancel(_ bookCase: CancelCase) async {
    switch bookCase.form {
    case .contact(let name):
      let store = await contactList([])
      await store.send(.addButtonTapped) { $0.addContact = AddContactFeature.State() }
      await store.send(.addContact(.presented(.firstNameChanged(name.first)))) {
        $0.addContact?.firstName = name.first
      }
      await store.send(.addContact(.presented(.lastNameChanged(name.last)))) {
        $0.addContact?.lastName = name.last
      }
      await store.send(.addContact(.presented(.cancelButtonTapped)))
      await store.receive(\.addContact.presented.delegate.cancel) { $0.addContact = nil }
    case .item(let name, let due):
      let store = await upcomingList([])
      await store.send(.addButtonTapped) { $0.addItem = AddItemFeature.State(today: Day(CaseBook.today)!) }
      await store.send(.addItem(.presented(.nameChanged(name)))) { $0.addItem?.name = name }
      await store.send(.addItem(.presented(.dueDateChanged(due)))) { $0.addItem?.dueDate = due }
      await store.send(.addItem(.presented(.cancelButtonTapped)))
      await store.receive(\.addItem.presented.delegate.cancel) { $0.addItem = nil }
    }
  }
}
