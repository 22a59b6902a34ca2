import CaseBook
import Entities
import Testing

@testable import VIP

extension CaseBookTests {
  @Test("Done on New Contact saves or refuses", arguments: CaseBook.contactInput)
  func contactInput(_ bookCase: ContactInputCase) throws {
    let worker = ContactsWorkerSpy()
    let interactor = AddContactInteractor(worker: worker)
    let presenterSpy = AddContactPresentationLogicSpy()
    interactor.presenter = presenterSpy
    interactor.saveContact(request: .init(firstName: bookCase.typed.first, lastName: bookCase.typed.last))
    #expect(presenterSpy.savedResponses.count == 1)
    let response = try #require(presenterSpy.savedResponses.first)

    let (presenter, display) = addContactPresenter()
    presenter.presentSavedContact(response: response)
    switch (bookCase.outcome, response.outcome) {
    case (.saved(let name), .saved(let contact)):
      #expect(worker.created == [name])
      #expect(contact == Contact(id: 1, firstName: name.first, lastName: name.last))
      #expect(interactor.savedContact == contact)
      #expect(display.savedViewModels == [.init(errorMessage: nil)])
    case (.alert(let message), .rejected):
      #expect(worker.created.isEmpty)
      #expect(interactor.savedContact == nil)
      #expect(display.savedViewModels == [.init(errorMessage: message)])
    case (let outcome, let answered):
      Issue.record("expected \(outcome), the interactor answered \(answered)")
    }
  }
}
