import Entities

@testable import VIPER

/// Records the items the add-item interactor saves, or fails with a set error.
@MainActor
final class AddItemDataManagerSpy: AddItemDataManagerProtocol {
  /// The items saved, in order.
  private(set) var saved: [(title: String, dueDate: Day)] = []
  /// When set, every save throws it.
  var error: DataManagerError?

  func addItem(title: String, dueDate: Day) throws(DataManagerError) -> TodoItem {
    if let error { throw error }
    saved.append((title, dueDate))
    return TodoItem(id: Int64(saved.count), title: title, dueDate: dueDate)
  }
}
