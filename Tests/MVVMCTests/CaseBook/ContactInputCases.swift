import CaseBook
import Testing

@testable import MVVMC

extension CaseBookTests {
  @Test("Done on New Contact saves or refuses", arguments: CaseBook.contactInput)
  func contactInput(_ bookCase: ContactInputCase) {
    let service = StubContactService()
    let form = AddContactViewModel(service: service, delegate: formDelegate)
    form.firstName = bookCase.typed.first
    form.lastName = bookCase.typed.last
    form.doneTapped()
    switch bookCase.outcome {
    case .saved(let name):
      #expect(form.errorAlert.message == nil)
      #expect(service.contacts.map { ContactName($0.firstName, $0.lastName) } == [name])
      #expect(formDelegate.addedContacts == service.contacts)
    case .alert(let message):
      #expect(form.errorAlert.message == message)
      #expect(form.firstName == bookCase.typed.first)
      #expect(form.lastName == bookCase.typed.last)
      #expect(service.contacts.isEmpty)
      #expect(formDelegate.addedContacts.isEmpty)
    }
    #expect(formDelegate.cancelCount == 0)
  }
}
