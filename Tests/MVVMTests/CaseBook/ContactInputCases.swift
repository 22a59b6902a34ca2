import CaseBook
import Testing

@testable import MVVM

extension CaseBookTests {
  @Test("Done on New Contact saves or refuses", arguments: CaseBook.contactInput)
  func contactInput(_ bookCase: ContactInputCase) {
    let service = StubContactService()
    let delegate = SpyAddDelegate()
    let form = AddContactViewModel(service: service, router: closingRouter, delegate: delegate)
    form.firstName = bookCase.typed.first
    form.lastName = bookCase.typed.last
    form.doneTapped()
    switch bookCase.outcome {
    case .saved(let name):
      #expect(form.errorAlert.message == nil)
      #expect(closingRouter.closeCount == 1)
      #expect(service.contacts.map { ContactName($0.firstName, $0.lastName) } == [name])
      #expect(delegate.addedContacts == service.contacts)
    case .alert(let message):
      #expect(form.errorAlert.message == message)
      #expect(closingRouter.closeCount == 0)
      #expect(form.firstName == bookCase.typed.first)
      #expect(form.lastName == bookCase.typed.last)
      #expect(service.contacts.isEmpty)
      #expect(delegate.addedContacts.isEmpty)
    }
  }
}
