import CaseBook
import Testing

@testable import VIPER

extension CaseBookTests {
  @Test("Contacts are listed in order", arguments: CaseBook.contactOrder)
  func contactOrder(_ bookCase: ContactOrderCase) throws {
    let (_, output, dataManager) = contactListInteractor(bookCase.stored)
    guard case .found(let contacts) = try #require(output.events.last) else {
      Issue.record("the interactor found no contacts: \(output.events)")
      return
    }
    #expect(output.events.count == 1)
    #expect(contacts.map(\.fullName) == bookCase.expectedRows)
    #expect(dataManager.readCount == 1)

    let (presenter, _) = contactListPresenter()
    presenter.updateView()
    presenter.foundContacts(contacts)
    #expect(log.calls == ["interactor.findContacts()", "view.showContacts(\(bookCase.expectedRows))"])
  }
}
