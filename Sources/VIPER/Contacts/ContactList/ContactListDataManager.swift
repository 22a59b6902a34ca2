import Entities
import Storage

/// The contact list's data manager: the only role of this module that talks to
/// the contact store. It hands entities to the interactor and maps storage
/// failures to ``DataManagerError``.
@MainActor
final class ContactListDataManager: ContactListDataManagerProtocol {
  private let store: any ContactStore

  /// Creates a data manager reading `store`.
  init(store: any ContactStore) {
    self.store = store
  }

  func allContacts() throws(DataManagerError) -> [Contact] {
    do {
      return try store.allContacts()
    } catch {
      throw .readFailed(message: error.description)
    }
  }
}
