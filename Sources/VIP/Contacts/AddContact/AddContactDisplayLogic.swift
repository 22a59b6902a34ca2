/// What the add-contact presenter gives its view controller.
@MainActor
protocol AddContactDisplayLogic: AnyObject {
  /// Shows the error over the form, or closes the scene when the contact was saved.
  func displaySavedContact(viewModel: AddContactModels.SaveContact.ViewModel)
}
