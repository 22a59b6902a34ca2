import ComposableArchitectureUI
import Entities
import Storage

/// The contact features' dependency on storage, as a value: a struct of
/// closures, declared as the Composable Architecture's clients are
/// (`@DependencyClient`, whose `init()` makes every endpoint unimplemented) and
/// reached with `@Dependency(\.contactsClient)`. The app's store gets
/// ``live(_:)`` on Storage's `ContactStore`; a test sets the endpoints the
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

extension ContactsClient: DependencyKey {
  /// Unimplemented: the app's store is given the client on the storage `AppBuilder` opens.
  static let liveValue = ContactsClient()
  /// Unimplemented: a test sets the endpoints it expects to be called.
  static let testValue = ContactsClient()
}

extension DependencyValues {
  /// Where contacts are read and saved.
  var contactsClient: ContactsClient {
    get { self[ContactsClient.self] }
    set { self[ContactsClient.self] = newValue }
  }
}
