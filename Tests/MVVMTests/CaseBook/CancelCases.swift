import CaseBook
import Testing

@testable import MVVM

extension CaseBookTests {
  @Test("Cancel saves nothing", arguments: CaseBook.cancels)
  func cancel(_ bookCase: CancelCase) throws {
    switch bookCase.form {
    case .contact(let name):
      let (list, service) = contactList()
      let form = try addContact(from: list, service: service)
      form.firstName = name.first
      form.lastName = name.last
      form.cancelTapped()
      #expect(service.contacts.isEmpty)
      #expect(list.rows.isEmpty)
      #expect(list.lastChange == .reloaded)
      #expect(form.errorAlert.message == nil)
    case .item(let name, let due):
      let (list, service) = upcomingList()
      let form = try addItem(from: list, service: service)
      form.name = name
      form.dueDate = due
      form.cancelTapped()
      #expect(service.items.isEmpty)
      #expect(list.sections.isEmpty)
      #expect(list.lastChange == .reloaded)
      #expect(form.errorAlert.message == nil)
    }
    #expect(closingRouter.closeCount == 1)
  }
}
