import Entities
import Testing

@testable import VIP

/// The add-contact interactor alone, on a worker spy, handing responses to a presenter spy.
@MainActor
@Suite("Add-contact interactor")
struct AddContactInteractorTests {
  let worker = ContactsWorkerSpy()
  let presenter = AddContactPresentationLogicSpy()
  let sut: AddContactInteractor

  init() {
    sut = AddContactInteractor(worker: worker)
    sut.presenter = presenter
  }

  @Test("A refused contact leaves the data store as it was")
  func refusedKeepsDataStore() {
    sut.saveContact(request: .init(firstName: "Ada", lastName: "Lovelace"))
    let saved = sut.savedContact
    sut.saveContact(request: .init(firstName: "", lastName: "X"))
    #expect(sut.savedContact == saved)
    #expect(presenter.savedResponses.last == .init(outcome: .rejected(.namesRequired)))
  }

  @Test(
    "The limits are reported with the number the rule uses",
    arguments: [
      (
        String(repeating: "a", count: 101), "B",
        AddContactModels.SaveContact.Response.Rule.firstNameTooLong(limit: 100)
      ),
      ("A", String(repeating: "b", count: 101), .lastNameTooLong(limit: 100)),
    ])
  func limits(first: String, last: String, rule: AddContactModels.SaveContact.Response.Rule) {
    sut.saveContact(request: .init(firstName: first, lastName: last))
    #expect(presenter.savedResponses == [.init(outcome: .rejected(rule))])
    #expect(worker.created.isEmpty)
  }
}
