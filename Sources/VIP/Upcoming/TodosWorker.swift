import Entities
import Storage

/// The to-dos worker: does the storage work of both Upcoming scenes, on the
/// shared to-do store, so that no interactor talks to storage itself.
///
/// A class that is not final, as Clean Swift's workers are: an interactor's
/// unit tests hand it a subclass that records calls and answers as told.
@MainActor
class TodosWorker {
  private let store: any TodoStore

  /// Creates a worker on `store`.
  init(store: any TodoStore) {
    self.store = store
  }

  /// The items due from `first` through `last`, both included, in the order added.
  func fetchItems(dueFrom first: Day, through last: Day) throws(StorageError) -> [TodoItem] {
    try store.items(dueFrom: first, through: last)
  }

  /// Stores a new item and returns it with the id storage gave it.
  func createItem(title: String, dueDate: Day) throws(StorageError) -> TodoItem {
    try store.addItem(title: title, dueDate: dueDate)
  }
}
