import CaseBook
import Entities
import Testing

@testable import MVVMC

extension CaseBookTests {
  /// Loads through the list view models; saves through the flow, whose form
  /// stays presented, and whose coordinator stays its parent's child.
  @Test("Storage failing shows its error", arguments: CaseBook.storageFailures)
  func storageFailure(_ bookCase: StorageFailureCase) throws {
    switch bookCase.operation {
    case .loadContacts:
      let service = StubContactService()
      service.loadError = bookCase.error
      let list = contactList(service: service)
      #expect(list.errorAlert.message == bookCase.expectedMessage)
      #expect(list.rows.isEmpty)
    case .loadItems:
      let service = StubTodoService()
      service.loadError = bookCase.error
      let list = upcomingList(service: service)
      #expect(list.errorAlert.message == bookCase.expectedMessage)
      #expect(list.sections.isEmpty)
    case .saveContact(let name):
      let tab = try ContactsTab()
      tab.service.saveError = bookCase.error
      let form = try tab.openForm()
      form.firstName = name.first
      form.lastName = name.last
      form.doneTapped()
      #expect(form.errorAlert.message == bookCase.expectedMessage)
      #expect((form.firstName, form.lastName) == (name.first, name.last))
      #expect(tab.form === form)
      #expect(tab.coordinator.childCoordinators.count == 1)
      #expect(tab.service.contacts.isEmpty)
      #expect(tab.list.rows.isEmpty)
      #expect(tab.list.errorAlert.message == nil)
    case .saveItem(let name, let due):
      let tab = try UpcomingTab(clock: FixedDayClock(Day(CaseBook.today)!))
      tab.service.saveError = bookCase.error
      let form = try tab.openForm()
      form.name = name
      form.dueDate = due
      form.saveTapped()
      #expect(form.errorAlert.message == bookCase.expectedMessage)
      #expect((form.name, form.dueDate) == (name, due))
      #expect(tab.form === form)
      #expect(tab.coordinator.childCoordinators.count == 1)
      #expect(tab.service.items.isEmpty)
      #expect(tab.list.sections.isEmpty)
      #expect(tab.list.errorAlert.message == nil)
    }
  }
}
