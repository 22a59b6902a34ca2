import Entities
import Storage

/// A store whose every call fails with `error`: storage failures without a
/// damaged file.
final class FailingStore: ContactStore, TodoStore, Sendable {
  /// What every call throws.
  let error: StorageError

  /// Creates a store failing with `error`.
  init(_ error: StorageError) {
    self.error = error
  }

  func allContacts() throws(StorageError) -> [Contact] { throw error }

  func addContact(firstName: String, lastName: String) throws(StorageError) -> Contact { throw error }

  func items(dueFrom first: Day, through last: Day) throws(StorageError) -> [TodoItem] { throw error }

  func addItem(title: String, dueDate: Day) throws(StorageError) -> TodoItem { throw error }
}
