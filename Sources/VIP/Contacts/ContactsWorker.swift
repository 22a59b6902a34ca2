import Entities
import Storage

/// The contacts worker: does the storage work of both contact scenes, on the
/// shared contact store, so that no interactor talks to storage itself.
///
/// A class that is not final, as Clean Swift's workers are: an interactor's
/// unit tests hand it a subclass that records calls and answers as told.
@MainActor
class ContactsWorker {
  private let store: any ContactStore

  /// Creates a worker on `store`.
  init(store: any ContactStore) {
    self.store = store
  }

  /// Every stored contact, in the order they were added.
  func fetchContacts() throws(StorageError) -> [Contact] {
    try store.allContacts()
  }

  /// Stores a new contact and returns it with the id storage gave it.
  func createContact(firstName: String, lastName: String) throws(StorageError) -> Contact {
    try store.addContact(firstName: firstName, lastName: lastName)
  }
}
