import Entities

/// Where contacts are kept. Modules reach storage only through this protocol.
///
/// Values are stored exactly as given: trimming and validation are the
/// caller's feature rules; the store only refuses what its schema forbids.
public protocol ContactStore: AnyObject, Sendable {
  /// Every contact, in the order they were added (ascending id).
  func allContacts() throws(StorageError) -> [Contact]

  /// Stores a new contact and returns it with its id.
  func addContact(firstName: String, lastName: String) throws(StorageError) -> Contact
}
