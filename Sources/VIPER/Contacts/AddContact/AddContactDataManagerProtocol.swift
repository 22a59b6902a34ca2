import Entities

/// What the add-contact interactor needs from persistence, in entities.
@MainActor
protocol AddContactDataManagerProtocol: AnyObject {
  /// Stores a new contact and returns it with the id storage gave it.
  func addContact(firstName: String, lastName: String) throws(DataManagerError) -> Contact
}
