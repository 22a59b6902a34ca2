import CaseBook
import Entities
import Testing

@testable import MVVMSwiftUI

extension CaseBookTests {
  @Test("Storage failing shows its error", arguments: CaseBook.storageFailures)
  func storageFailure(_ bookCase: StorageFailureCase) {
    switch bookCase.operation {
    case .loadContacts:
      let store = StubContactStore()
      store.loadError = bookCase.error
      let (list, _) = contactList(store: store)
      #expect(list.errorMessage == bookCase.expectedMessage)
      #expect(list.rows.isEmpty)
    case .loadItems:
      let store = StubTodoStore()
      store.loadError = bookCase.error
      let (list, _) = upcomingList(store: store)
      #expect(list.errorMessage == bookCase.expectedMessage)
      #expect(list.sections.isEmpty)
    case .saveContact(let name):
      let store = StubContactStore()
      store.saveError = bookCase.error
      let (list, _) = contactList(store: store)
      let form = addContact(from: list, store: store)
      form.firstName = name.first
      form.lastName = name.last
      #expect(!form.save())
      #expect(form.errorMessage == bookCase.expectedMessage)
      #expect((form.firstName, form.lastName) == (name.first, name.last))
      #expect(store.contacts.isEmpty)
      #expect(list.rows.isEmpty && list.isAddingContact && list.errorMessage == nil)
    case .saveItem(let name, let due):
      let store = StubTodoStore()
      store.saveError = bookCase.error
      let (list, _) = upcomingList(store: store)
      let form = addItem(from: list, store: store, today: Day(CaseBook.today)!)
      form.name = name
      form.dueDate = due
      #expect(!form.save())
      #expect(form.errorMessage == bookCase.expectedMessage)
      #expect((form.name, form.dueDate) == (name, due))
      #expect(store.items.isEmpty)
      #expect(list.sections.isEmpty && list.isAddingItem && list.errorMessage == nil)
    }
  }
}
