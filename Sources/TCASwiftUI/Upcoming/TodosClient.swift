import ComposableArchitectureUI
import Entities
import Storage

/// The Upcoming features' dependency on storage, as a value: a struct of
/// closures, declared as the Composable Architecture's clients are
/// (`@DependencyClient`, whose `init()` makes every endpoint unimplemented) and
/// reached with `@Dependency(\.todosClient)`. The app's store gets
/// ``live(_:)`` on Storage's `TodoStore`; a test sets the endpoints the feature
/// is meant to call.
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

extension TodosClient: DependencyKey {
  /// Unimplemented: the app's store is given the client on the storage `AppBuilder` opens.
  static let liveValue = TodosClient()
  /// Unimplemented: a test sets the endpoints it expects to be called.
  static let testValue = TodosClient()
}

extension DependencyValues {
  /// Where to-do items are read and saved.
  var todosClient: TodosClient {
    get { self[TodosClient.self] }
    set { self[TodosClient.self] = newValue }
  }
}
