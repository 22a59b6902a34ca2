import Entities
import Storage

/// Reaches the to-do items in storage for the view models, through the storage
/// target's `TodoStore` protocol. Stateless: it holds only the store.
final class TodoService: TodoServiceProtocol {
  private let store: any TodoStore

  /// Creates a service on `store`.
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
