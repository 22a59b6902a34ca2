import CaseBook
import Entities
import Testing

@testable import MVVMSwiftUI

extension CaseBookTests {
  @Test("Storage failing shows its error", arguments: CaseBook.storageFailures)
  func storageFailure(_ bookCase: StorageFailureCase) {
    switch bookCase.operation {
    case .loadContacts:
      let service = StubContactService()
      service.loadError = bookCase.error
      let (list, _) = contactList(service: service)
      #expect(list.errorMessage == bookCase.expectedMessage)
      #expect(list.rows.isEmpty)
    case .loadItems:
      let service = StubTodoService()
      service.loadError = bookCase.error
      let (list, _) = upcomingList(service: service)
      #expect(list.errorMessage == bookCase.expectedMessage)
      #expect(list.sections.isEmpty)
    case .saveContact(let name):
      let service = StubContactService()
      service.saveError = bookCase.error
      let (list, _) = contactList(service: service)
      let form = addContact(from: list, service: service)
      form.firstName = name.first
      form.lastName = name.last
      #expect(!form.save())
      #expect(form.errorMessage == bookCase.expectedMessage)
      #expect((form.firstName, form.lastName) == (name.first, name.last))
      #expect(service.contacts.isEmpty)
      #expect(list.rows.isEmpty && list.isAddingContact && list.errorMessage == nil)
    case .saveItem(let name, let due):
      let service = StubTodoService()
      service.saveError = bookCase.error
      let (list, _) = upcomingList(service: service)
      let form = addItem(from: list, service: service, today: Day(CaseBook.today)!)
      form.name = name
      form.dueDate = due
      #expect(!form.save())
      #expect(form.errorMessage == bookCase.expectedMessage)
      #expect((form.name, form.dueDate) == (name, due))
      #expect(service.items.isEmpty)
      #expect(list.sections.isEmpty && list.isAddingItem && list.errorMessage == nil)
    }
  }
}
