import Entities
import Storage

/// The model side of the Upcoming feature: reaches the to-do store for the
/// presenters, which never see storage itself.
@MainActor
final class TodoService: TodoServiceProtocol {
  private let store: any TodoStore

  /// Creates the service on `store`.
  init(store: any TodoStore) {
    self.store = store
  }

  func items(dueFrom first: Day, through last: Day) throws(StorageError) -> [TodoItem] {
    try store.items(dueFrom: first, through: last)
  }

  func addItem(title: String, dueDate: Day) throws(StorageError) -> TodoItem {
    try store.addItem(title: title, dueDate: dueDate)
  }
}
