import Entities
import Storage

/// Reaches the contacts in storage for the view models, through the storage
/// target's `ContactStore` protocol. Stateless: it holds only the store.
final class ContactService: ContactServiceProtocol {
  private let store: any ContactStore

  /// Creates a service on `store`.
  init(store: any ContactStore) {
    self.store = store
  }

  func allContacts() throws(StorageError) -> [Contact] {
    try store.allContacts()
  }

  func addContact(firstName: String, lastName: String) throws(StorageError) -> Contact {
    try store.addContact(firstName: firstName, lastName: lastName)
  }
}
