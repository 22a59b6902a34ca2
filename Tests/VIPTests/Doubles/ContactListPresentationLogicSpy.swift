@testable import VIP

/// Stands for the contact list's presenter: records the responses it is handed.
@MainActor
final class ContactListPresentationLogicSpy: ContactListPresentationLogic {
  private(set) var fetchedResponses: [ContactListModels.FetchContacts.Response] = []
  private(set) var insertedResponses: [ContactListModels.InsertContact.Response] = []

  func presentFetchedContacts(response: ContactListModels.FetchContacts.Response) {
    fetchedResponses.append(response)
  }

  func presentInsertedContact(response: ContactListModels.InsertContact.Response) {
    insertedResponses.append(response)
  }
}
