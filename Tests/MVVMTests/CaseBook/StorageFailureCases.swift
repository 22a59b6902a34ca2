import CaseBook
import Testing

@testable import MVVM

extension CaseBookTests {
  @Test("Storage failing shows its error", arguments: CaseBook.storageFailures)
  func storageFailure(_ bookCase: StorageFailureCase) throws {
    switch bookCase.operation {
    case .loadContacts:
      let service = StubContactService()
      service.loadError = bookCase.error
      let (list, _) = contactList(service: service)
      #expect(list.errorAlert.message == bookCase.expectedMessage)
      #expect(list.rows.isEmpty)
    case .loadItems:
      let service = StubTodoService()
      service.loadError = bookCase.error
      let (list, _) = upcomingList(service: service)
      #expect(list.errorAlert.message == bookCase.expectedMessage)
      #expect(list.sections.isEmpty)
    case .saveContact(let name):
      let service = StubContactService()
      service.saveError = bookCase.error
      let (list, _) = contactList(service: service)
      let form = try addContact(from: list, service: service)
      form.firstName = name.first
      form.lastName = name.last
      form.doneTapped()
      #expect(form.errorAlert.message == bookCase.expectedMessage)
      #expect((form.firstName, form.lastName) == (name.first, name.last))
      #expect(closingRouter.closeCount == 0)
      #expect(service.contacts.isEmpty)
      #expect(list.rows.isEmpty)
      #expect(list.errorAlert.message == nil)
    case .saveItem(let name, let due):
      let service = StubTodoService()
      service.saveError = bookCase.error
      let (list, _) = upcomingList(service: service)
      let form = try addItem(from: list, service: service)
      form.name = name
      form.dueDate = due
      form.saveTapped()
      #expect(form.errorAlert.message == bookCase.expectedMessage)
      #expect((form.name, form.dueDate) == (name, due))
      #expect(closingRouter.closeCount == 0)
      #expect(service.items.isEmpty)
      #expect(list.sections.isEmpty)
      #expect(list.errorAlert.message == nil)
    }
  }
}
