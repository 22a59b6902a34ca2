import Entities

/// How the Add Item flow's coordinator tells its parent that the flow ended.
@MainActor
protocol AddItemCoordinatorDelegate: AnyObject {
  /// The flow ended with `item` saved and its screen dismissed.
  func addItemCoordinator(_ coordinator: AddItemCoordinator, didAdd item: TodoItem)

  /// The flow ended with nothing saved and its screen dismissed.
  func addItemCoordinatorDidCancel(_ coordinator: AddItemCoordinator)
}
