import Entities
import Storage

/// The contacts features' dependency on storage, as a value: a struct of
/// closures. The app uses ``live(_:)`` on Storage's `ContactStore`; a test
/// builds one from closures that answer what it needs.
struct ContactsClient: Sendable {
  /// Every contact, in the order they were added.
  var all: @Sendable () throws(StorageError) -> [Contact]
  /// Stores a contact whose names are already trimmed and validated, and returns it with its id.
  var add: @Sendable (_ firstName: String, _ lastName: String) throws(StorageError) -> Contact

  /// A client made of these closures.
  init(
    all: @escaping @Sendable () throws(StorageError) -> [Contact],
    add: @escaping @Sendable (_ firstName: String, _ lastName: String) throws(StorageError) -> Contact
  ) {
    self.all = all
    self.add = add
  }

  /// The client on `store`.
  static func live(_ store: any ContactStore) -> ContactsClient {
    ContactsClient(
      all: { () throws(StorageError) in try store.allContacts() },
      add: { (firstName, lastName) throws(StorageError) in
        try store.addContact(firstName: firstName, lastName: lastName)
      })
  }
}
