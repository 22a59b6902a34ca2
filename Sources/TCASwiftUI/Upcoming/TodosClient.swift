import Entities
import Storage

/// The Upcoming features' dependency on storage, as a value: a struct of
/// closures, as the Composable Architecture's dependency clients are. The app
/// uses ``live(_:)`` on Storage's `TodoStore`; a test sets the closures the
/// feature is meant to call.
struct TodosClient: Sendable {
  /// The items due from the first day through the second, both included, in the order they were added.
  var items: @Sendable (_ first: Day, _ last: Day) throws(StorageError) -> [TodoItem]
  /// Stores an item whose title is already trimmed and validated, and returns it with its id.
  var add: @Sendable (_ title: String, _ dueDate: Day) throws(StorageError) -> TodoItem

  /// The client on `store`.
  static func live(_ store: any TodoStore) -> TodosClient {
    TodosClient(
      items: { (first, last) throws(StorageError) in try store.items(dueFrom: first, through: last) },
      add: { (title, dueDate) throws(StorageError) in try store.addItem(title: title, dueDate: dueDate) })
  }
}
