import CaseBook
import Entities
import Storage
import Testing

@testable import TCASwiftUI

extension CaseBookTests {
  @Test("Storage failing shows its error", arguments: CaseBook.storageFailures)
  func storageFailure(_ bookCase: StorageFailureCase) {
    let error = bookCase.error
    let alert = ErrorAlert(bookCase.expectedMessage)
    switch bookCase.operation {
    case .loadContacts:
      var client = ContactsClient.unimplemented
      client.all = { () throws(StorageError) in throw error }
      let store = TestStore(initialState: ContactListFeature.State()) { ContactListFeature(contacts: client) }
      store.send(.onAppear) { $0.isLoaded = true }
      store.receive(.contactsLoaded(.failure(error))) { $0.alert = alert }
      store.send(.alertDismissed) { $0.alert = nil }
    case .loadItems:
      var client = TodosClient.unimplemented
      client.items = { (_, _) throws(StorageError) in throw error }
      let today = Day(CaseBook.today)!
      let store = TestStore(initialState: UpcomingListFeature.State()) {
        UpcomingListFeature(todos: client, clock: FixedDayClock(today), firstWeekday: .sunday)
      }
      store.send(.onAppear) { $0.days = UpcomingDays(today: today, firstWeekday: .sunday) }
      store.receive(.itemsLoaded(.failure(error))) { $0.alert = alert }
      store.send(.alertDismissed) { $0.alert = nil }
    case .saveContact(let name):
      let store = contactList([]) { (_, _) throws(StorageError) in throw error }
      store.send(.addButtonTapped) { $0.addContact = AddContactFeature.State() }
      store.send(.addContact(.presented(.firstNameChanged(name.first)))) {
        $0.addContact?.firstName = name.first
      }
      store.send(.addContact(.presented(.lastNameChanged(name.last)))) { $0.addContact?.lastName = name.last }
      store.send(.addContact(.presented(.doneButtonTapped)))
      store.receive(.addContact(.presented(.saveResponse(.failure(error))))) { $0.addContact?.alert = alert }
    case .saveItem(let name, let due):
      let store = upcomingList([]) { (_, _) throws(StorageError) in throw error }
      store.send(.addButtonTapped) { $0.addItem = AddItemFeature.State(today: Day(CaseBook.today)!) }
      store.send(.addItem(.presented(.nameChanged(name)))) { $0.addItem?.name = name }
      store.send(.addItem(.presented(.dueDateChanged(due)))) { $0.addItem?.dueDate = due }
      store.send(.addItem(.presented(.saveButtonTapped)))
      store.receive(.addItem(.presented(.saveResponse(.failure(error))))) { $0.addItem?.alert = alert }
    }
  }
}
