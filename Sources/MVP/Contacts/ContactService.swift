import Entities
import Storage

/// The model side of the Contacts feature: reaches the contact store for the
/// presenters, which never see storage itself.
@MainActor
final class ContactService: ContactServiceProtocol {
  private let store: any ContactStore

  /// Creates the service on `store`.
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
