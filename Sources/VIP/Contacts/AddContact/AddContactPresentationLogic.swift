/// What the add-contact interactor hands its presenter.
@MainActor
protocol AddContactPresentationLogic: AnyObject {
  /// Words the outcome of `Done`.
  func presentSavedContact(response: AddContactModels.SaveContact.Response)
}
