@testable import VIP

/// Stands for the add-contact interactor: records the requests it is sent.
@MainActor
final class AddContactBusinessLogicSpy: AddContactBusinessLogic {
  private(set) var saveRequests: [AddContactModels.SaveContact.Request] = []

  func saveContact(request: AddContactModels.SaveContact.Request) { saveRequests.append(request) }
}
