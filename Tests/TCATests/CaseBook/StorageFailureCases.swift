import CaseBook
import ComposableArchitectureKit
import ComposableArchitectureTesting
import Entities
import Storage
import Testing

@testable import TCA

extension CaseBookTests {
  @Test("Storage failing shows its error", arguments: CaseBook.storageFailures)
  func storageFailure(_ bookCase: StorageFailureCase) async {
    let error = bookCase.error
    switch bookCase.operation {
    case .loadContacts:
      let store = TestStore(initialState: ContactListFeature.State()) {
        ContactListFeature()
      } withDependencies: {
        $0.contactsClient.all = { () throws(StorageError) in throw error }
      }
      await store.send(.viewDidLoad)
      await store.receive(\.contactsLoaded.failure, error) { $0.alert = .error(bookCase.expectedMessage) }
      await store.send(.alert(.dismiss)) { $0.alert = nil }
    case .loadItems:
      let today = Day(CaseBook.today)!
      let store = TestStore(initialState: UpcomingListFeature.State()) {
        UpcomingListFeature()
      } withDependencies: {
        $0.todosClient.items = { (_, _) throws(StorageError) in throw error }
        $0.dayClock = FixedDayClock(today)
      }
      await store.send(.viewDidLoad) { $0.days = UpcomingDays(today: today, firstWeekday: .sunday) }
      await store.receive(\.itemsLoaded.failure, error) { $0.alert = .error(bookCase.expectedMessage) }
      await store.send(.alert(.dismiss)) { $0.alert = nil }
    case .saveContact(let name):
      let store = await contactList([]) { (_, _) throws(StorageError) in throw error }
      await store.send(.addButtonTapped) { $0.addContact = AddContactFeature.State() }
      await store.send(.addContact(.presented(.firstNameChanged(name.first)))) {
        $0.addContact?.firstName = name.first
      }
      await store.send(.addContact(.presented(.lastNameChanged(name.last)))) {
        $0.addContact?.lastName = name.last
      }
      await store.send(.addContact(.presented(.doneButtonTapped)))
      await store.receive(\.addContact.presented.saveResponse.failure, error) {
        $0.addContact?.alert = .error(bookCase.expectedMessage)
      }
    case .saveItem(let name, let due):
      let store = await upcomingList([]) { (_, _) throws(StorageError) in throw error }
      await store.send(.addButtonTapped) { $0.addItem = AddItemFeature.State(today: Day(CaseBook.today)!) }
      await store.send(.addItem(.presented(.nameChanged(name)))) { $0.addItem?.name = name }
      await store.send(.addItem(.presented(.dueDateChanged(due)))) { $0.addItem?.dueDate = due }
      await store.send(.addItem(.presented(.saveButtonTapped)))
      await store.receive(\.addItem.presented.saveResponse.failure, error) {
        $0.addItem?.alert = .error(bookCase.expectedMessage)
      }
    }
  }
}
