import Entities
import Storage

/// The add-item data manager: the only role of this module that talks to the
/// to-do store. It returns the saved entity and maps storage failures to
/// ``DataManagerError``.
@MainActor
final class AddItemDataManager: AddItemDataManagerProtocol {
  private let store: any TodoStore

  /// Creates a data manager writing to `store`.
  init(store: any TodoStore) {
    self.store = store
  }

  func addItem(title: String, dueDate: Day) throws(DataManagerError) -> TodoItem {
    do {
      return try store.addItem(title: title, dueDate: dueDate)
    } catch {
      throw .saveFailed(message: error.description)
    }
  }
}
