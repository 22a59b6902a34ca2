import CaseBook
import Entities
import Storage
import Testing

@testable import VIP

/// The contact list's interactor alone, on a worker spy, handing responses to a presenter spy.
@MainActor
@Suite("Contact list interactor")
struct ContactListInteractorTests {
  let worker = ContactsWorkerSpy(names: [ContactName("Zoe", "Z"), ContactName("Abe", "A")])
  let presenter = ContactListPresentationLogicSpy()
  let sut: ContactListInteractor

  init() {
    sut = ContactListInteractor(worker: worker)
    sut.presenter = presenter
  }

  @Test("Fetching reads the worker once and hands on the contacts sorted")
  func fetch() {
    sut.fetchContacts(request: .init())
    #expect(worker.fetchCount == 1)
    #expect(presenter.fetchedResponses.map { $0.contacts.map(\.id) } == [[2, 1]])
  }

  @Test("Without an added contact in the data store, an insert request presents nothing")
  func nothingAdded() {
    sut.fetchContacts(request: .init())
    sut.insertAddedContact(request: .init())
    #expect(presenter.insertedResponses.isEmpty)
  }

  @Test("An added contact is consumed: asking again presents it only once")
  func consumedOnce() {
    sut.fetchContacts(request: .init())
    sut.addedContact = Contact(id: 3, firstName: "Mia", lastName: "M")
    sut.insertAddedContact(request: .init())
    sut.insertAddedContact(request: .init())
    #expect(presenter.insertedResponses.map(\.index) == [1])
    #expect(sut.addedContact == nil)
  }

  @Test("After a failed read the list is empty, so a contact added goes first")
  func insertAfterFailure() {
    worker.error = .busy(path: "/tmp/a.sqlite")
    sut.fetchContacts(request: .init())
    #expect(presenter.fetchedResponses == [.init(contacts: [], error: .busy(path: "/tmp/a.sqlite"))])
    sut.addedContact = Contact(id: 9, firstName: "Zed", lastName: "Z")
    sut.insertAddedContact(request: .init())
    #expect(presenter.insertedResponses.map(\.index) == [0])
  }
}
