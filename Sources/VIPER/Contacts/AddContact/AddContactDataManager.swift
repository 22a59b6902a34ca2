import Entities
import Storage

/// The add-contact data manager: the only role of this module that talks to
/// the contact store. It returns the saved entity and maps storage failures to
/// ``DataManagerError``.
@MainActor
final class AddContactDataManager: AddContactDataManagerProtocol {
  private let store: any ContactStore

  /// Creates a data manager writing to `store`.
  init(store: any ContactStore) {
    self.store = store
  }

  func addContact(firstName: String, lastName: String) throws(DataManagerError) -> Contact {
    do {
      return try store.addContact(firstName: firstName, lastName: lastName)
    } catch {
      throw .saveFailed(message: error.description)
    }
  }
}
