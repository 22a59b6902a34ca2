import Entities
import Storage

/// What the to-do view models need from the model layer: the boundary they are
/// unit-tested across, with a stub in place of storage.
@MainActor
protocol TodoServiceProtocol: AnyObject {
  /// The items due from `first` through `last`, both included, in the order they were added.
  func items(dueFrom first: Day, through last: Day) throws(StorageError) -> [TodoItem]

  /// Stores an item whose title is already trimmed and validated, and returns it with its id.
  func addItem(title: String, dueDate: Day) throws(StorageError) -> TodoItem
}
