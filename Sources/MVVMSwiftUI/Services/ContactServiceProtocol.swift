import Entities
import Storage

/// What the contact view models need from the model layer: the boundary they
/// are unit-tested across, with a stub in place of storage.
@MainActor
protocol ContactServiceProtocol: AnyObject {
  /// Every contact, in the order they were added.
  func allContacts() throws(StorageError) -> [Contact]

  /// Stores a contact whose names are already trimmed and validated, and
  /// returns it with its id.
  func addContact(firstName: String, lastName: String) throws(StorageError) -> Contact
}
