/// What the add-contact view controller asks of its interactor.
@MainActor
protocol AddContactBusinessLogic: AnyObject {
  /// Validates the names as typed and saves the contact if they pass.
  func saveContact(request: AddContactModels.SaveContact.Request)
}
