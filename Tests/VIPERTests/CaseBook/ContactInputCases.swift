import CaseBook
import Entities
import Testing

@testable import VIPER

extension CaseBookTests {
  @Test("Done on New Contact saves or refuses", arguments: CaseBook.contactInput)
  func contactInput(_ bookCase: ContactInputCase) throws {
    let dataManager = AddContactDataManagerSpy()
    let interactor = AddContactInteractor(dataManager: dataManager)
    let output = AddContactInteractorOutputSpy()
    interactor.output = output
    interactor.saveNewContact(firstName: bookCase.typed.first, lastName: bookCase.typed.last)
    #expect(output.events.count == 1)

    let (presenter, _, _) = addContactPresenter()
    presenter.saveAddAction(firstName: bookCase.typed.first, lastName: bookCase.typed.last)
    let asked = "interactor.saveNewContact(\(bookCase.typed.first)|\(bookCase.typed.last))"
    switch (bookCase.outcome, try #require(output.events.first)) {
    case (.saved(let name), .saved(let contact)):
      #expect(dataManager.saved.map { ContactName($0.firstName, $0.lastName) } == [name])
      #expect(contact == ContactSummary(Contact(id: 1, firstName: name.first, lastName: name.last)))
      presenter.savedNewContact(contact)
      #expect(
        log.calls == [asked, "wireframe.dismissAddInterface()", "delegate.didSave(1, \(name.fullName))"])
    case (.alert(let message), .rejected(let failure)):
      #expect(dataManager.saved.isEmpty)
      presenter.rejectedNewContact(failure)
      #expect(log.calls == [asked, "view.showErrorMessage(\(message))"])
    case (let outcome, let event):
      Issue.record("expected \(outcome), the interactor answered \(event)")
    }
  }
}
