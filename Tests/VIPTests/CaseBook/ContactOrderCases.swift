import CaseBook
import Testing

@testable import VIP

extension CaseBookTests {
  @Test("Contacts are listed in order", arguments: CaseBook.contactOrder)
  func contactOrder(_ bookCase: ContactOrderCase) throws {
    let (_, presenterSpy, worker) = contactListInteractor(bookCase.stored)
    let response = try #require(presenterSpy.fetchedResponses.last)
    #expect(presenterSpy.fetchedResponses.count == 1)
    #expect(response.contacts.map { "\($0.firstName) \($0.lastName)" } == bookCase.expectedRows)
    #expect(response.error == nil)
    #expect(worker.fetchCount == 1)

    let (presenter, display) = contactListPresenter()
    presenter.presentFetchedContacts(response: response)
    #expect(
      display.fetchedViewModels == [.init(displayedContacts: bookCase.expectedRows.map { .init(name: $0) })])
  }
}
