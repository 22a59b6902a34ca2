import CaseBook
import Testing

@testable import MVP

extension CaseBookTests {
  @Test("Done on New Contact saves or refuses", arguments: CaseBook.contactInput)
  func contactInput(_ bookCase: ContactInputCase) {
    let service = StubContactService()
    let presenter = AddContactPresenter(service: service)
    let view = FakeAddContactView()
    let delegate = AddContactDelegateSpy()
    presenter.view = view
    presenter.delegate = delegate
    presenter.didTapDone(firstName: bookCase.typed.first, lastName: bookCase.typed.last)
    switch bookCase.outcome {
    case .saved(let name):
      #expect(view.errors.isEmpty)
      #expect(view.closeCount == 1)
      #expect(service.saved == [[name.first, name.last]])
      #expect(delegate.added.map { ContactName($0.firstName, $0.lastName) } == [name])
    case .alert(let message):
      #expect(view.errors == [message])
      #expect(view.closeCount == 0)
      #expect(service.saved.isEmpty)
      #expect(delegate.added.isEmpty)
    }
  }
}
