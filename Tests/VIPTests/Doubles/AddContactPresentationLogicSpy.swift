@testable import VIP

/// Stands for the add-contact presenter: records the responses it is handed.
@MainActor
final class AddContactPresentationLogicSpy: AddContactPresentationLogic {
  private(set) var savedResponses: [AddContactModels.SaveContact.Response] = []

  func presentSavedContact(response: AddContactModels.SaveContact.Response) {
    savedResponses.append(response)
  }
}
