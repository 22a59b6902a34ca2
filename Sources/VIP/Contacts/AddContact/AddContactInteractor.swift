import Entities

/// The add-contact interactor: owns the contact rules (trimming, both names
/// required, 100 characters each, no control characters, in that order),
/// saves a valid contact through the contacts worker and keeps it in the
/// scene's data store for the router to pass on.
@MainActor
final class AddContactInteractor: AddContactBusinessLogic, AddContactDataStore {
  /// The most characters (grapheme clusters) a first or last name may have.
  static let nameLimit = 100

  /// Words the responses.
  var presenter: (any AddContactPresentationLogic)?
  private(set) var savedContact: Contact?
  /// Saves contacts.
  private let worker: ContactsWorker

  /// Creates the interactor on `worker`.
  init(worker: ContactsWorker) {
    self.worker = worker
  }

  func saveContact(request: AddContactModels.SaveContact.Request) {
    let firstName = request.firstName.trimmedInput
    let lastName = request.lastName.trimmedInput
    if let rule = Self.brokenRule(firstName: firstName, lastName: lastName) {
      presenter?.presentSavedContact(response: .init(outcome: .rejected(rule)))
      return
    }
    do {
      let contact = try worker.createContact(firstName: firstName, lastName: lastName)
      savedContact = contact
      presenter?.presentSavedContact(response: .init(outcome: .saved(contact)))
    } catch {
      presenter?.presentSavedContact(response: .init(outcome: .failed(error)))
    }
  }

  /// The first rule the trimmed names break, or `nil` if they are valid.
  private static func brokenRule(firstName: String, lastName: String)
    -> AddContactModels.SaveContact.Response.Rule?
  {
    if firstName.isEmpty || lastName.isEmpty { return .namesRequired }
    if firstName.count > nameLimit { return .firstNameTooLong(limit: nameLimit) }
    if firstName.containsControlCharacters { return .firstNameHasControlCharacters }
    if lastName.count > nameLimit { return .lastNameTooLong(limit: nameLimit) }
    if lastName.containsControlCharacters { return .lastNameHasControlCharacters }
    return nil
  }
}
