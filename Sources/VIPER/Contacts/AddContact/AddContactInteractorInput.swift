/// What the add-contact presenter asks of its interactor. Answers come back
/// through ``AddContactInteractorOutput``.
@MainActor
protocol AddContactInteractorInput: AnyObject {
  /// Validates the names as typed and saves the contact if they pass.
  func saveNewContact(firstName: String, lastName: String)
}
