@testable import VIP

/// Stands for the contact list's interactor: records the requests it is sent.
@MainActor
final class ContactListBusinessLogicSpy: ContactListBusinessLogic {
  private(set) var calls: [String] = []

  func fetchContacts(request: ContactListModels.FetchContacts.Request) { calls.append("fetchContacts") }
  func insertAddedContact(request: ContactListModels.InsertContact.Request) {
    calls.append("insertAddedContact")
  }
}
