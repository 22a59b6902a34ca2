import Entities

/// The add-item scene's data that routers read: what it hands back to the list.
@MainActor
protocol AddItemDataStore: AnyObject {
  /// The item saved, once `Save` succeeded.
  var savedItem: TodoItem? { get }
}
