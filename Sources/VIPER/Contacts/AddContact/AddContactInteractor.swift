/// The add-contact use case: owns the contact rules (trimming, both names
/// required, 100 characters each, no control characters, in that order) and
/// saves a valid contact through its data manager.
@MainActor
final class AddContactInteractor: AddContactInteractorInput {
  /// The most characters (grapheme clusters) a first or last name may have.
  static let nameLimit = 100

  /// The presenter; weak, since the presenter owns this interactor.
  weak var output: (any AddContactInteractorOutput)?
  /// Saves contacts.
  private let dataManager: any AddContactDataManagerProtocol

  /// Creates the interactor on `dataManager`.
  init(dataManager: any AddContactDataManagerProtocol) {
    self.dataManager = dataManager
  }

  func saveNewContact(firstName: String, lastName: String) {
    let firstName = firstName.trimmedInput
    let lastName = lastName.trimmedInput
    if let failure = Self.validationFailure(firstName: firstName, lastName: lastName) {
      output?.rejectedNewContact(failure)
      return
    }
    do {
      let contact = try dataManager.addContact(firstName: firstName, lastName: lastName)
      output?.savedNewContact(ContactSummary(contact))
    } catch {
      output?.failedToSaveNewContact(message: error.description)
    }
  }

  /// The first rule the trimmed names break, or `nil` if they are valid.
  private static func validationFailure(firstName: String, lastName: String) -> ContactValidationFailure? {
    if firstName.isEmpty || lastName.isEmpty { return .missingName }
    if firstName.count > nameLimit { return .firstNameTooLong(limit: nameLimit) }
    if firstName.containsControlCharacters { return .firstNameHasControlCharacters }
    if lastName.count > nameLimit { return .lastNameTooLong(limit: nameLimit) }
    if lastName.containsControlCharacters { return .lastNameHasControlCharacters }
    return nil
  }
}
