import Entities
import Storage

/// The contact features' dependency on storage, as a value: a struct of
/// closures, as the Composable Architecture's dependency clients are. The app
/// uses ``live(_:)`` on Storage's `ContactStore`; a test sets the closures the
/// feature is meant to call.
struct ContactsClient: Sendable {
  /// Every contact, in the order they were added.
  var all: @Sendable () throws(StorageError) -> [Contact]
  /// Stores a contact whose names are already trimmed and validated, and returns it with its id.
  var add: @Sendable (_ firstName: String, _ lastName: String) throws(StorageError) -> Contact

  /// The client on `store`.
  static func live(_ store: any ContactStore) -> ContactsClient {
    ContactsClient(
      all: { () throws(StorageError) in try store.allContacts() },
      add: { (firstName, lastName) throws(StorageError) in
        try store.addContact(firstName: firstName, lastName: lastName)
      })
  }
}
