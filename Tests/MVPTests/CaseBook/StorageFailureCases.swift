import CaseBook
import Testing

@testable import MVP

extension CaseBookTests {
  @Test("Storage failing shows its error", arguments: CaseBook.storageFailures)
  func storageFailure(_ bookCase: StorageFailureCase) throws {
    switch bookCase.operation {
    case .loadContacts:
      let service = StubContactService()
      service.loadError = bookCase.error
      let (_, view, _) = contactList(service: service)
      #expect(view.errors == [bookCase.expectedMessage])
      #expect(view.rows.isEmpty)
    case .loadItems:
      let service = StubTodoService()
      service.loadError = bookCase.error
      let (_, view, _) = upcomingList(service: service)
      #expect(view.errors == [bookCase.expectedMessage])
      #expect(view.sections.isEmpty)
    case .saveContact(let name):
      let service = StubContactService()
      service.saveError = bookCase.error
      let (presenter, view, _) = contactList(service: service)
      let form = try addContact(from: presenter, shownIn: view)
      form.presenter.didTapDone(firstName: name.first, lastName: name.last)
      #expect(form.view.errors == [bookCase.expectedMessage])
      #expect(form.view.closeCount == 0)
      #expect(service.saved.isEmpty)
      #expect(view.rows.isEmpty)
      #expect(view.errors.isEmpty)
    case .saveItem(let name, let due):
      let service = StubTodoService()
      service.saveError = bookCase.error
      let (presenter, view, _) = upcomingList(service: service)
      let form = try addItem(from: presenter, shownIn: view)
      form.presenter.didTapSave(name: name, dueDate: due)
      #expect(form.view.errors == [bookCase.expectedMessage])
      #expect(form.view.closeCount == 0)
      #expect(service.saved.isEmpty)
      #expect(view.sections.isEmpty)
      #expect(view.errors.isEmpty)
    }
  }
}
