import Entities

/// Where to-do items are kept. Modules reach storage only through this protocol.
public protocol TodoStore: AnyObject, Sendable {
  /// The items due from `first` through `last` (both included), in the order
  /// they were added (ascending id).
  func items(dueFrom first: Day, through last: Day) throws(StorageError) -> [TodoItem]

  /// Stores a new item and returns it with its id.
  func addItem(title: String, dueDate: Day) throws(StorageError) -> TodoItem
}
