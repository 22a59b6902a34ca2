import Entities

/// What the add-item interactor needs from persistence, in entities.
@MainActor
protocol AddItemDataManagerProtocol: AnyObject {
  /// Stores a new item and returns it with the id storage gave it.
  func addItem(title: String, dueDate: Day) throws(DataManagerError) -> TodoItem
}
