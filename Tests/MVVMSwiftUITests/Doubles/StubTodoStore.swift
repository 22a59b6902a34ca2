import Entities
import Storage

@testable import MVVMSwiftUI

/// A to-do store in memory. It answers every item whatever range is asked,
/// so that the view model's own rules decide what shows, and records the ranges.
/// Used on the main actor only, as the view models use it: unchecked, as a test double.
final class StubTodoStore: TodoStore, @unchecked Sendable {
  /// The items, in the order they were given or added.
  private(set) var items: [TodoItem]
  /// The ranges asked for, in order.
  private(set) var requestedRanges: [ClosedRange<Day>] = []
  /// Thrown by `items(dueFrom:through:)` when set.
  var loadError: StorageError?
  /// Thrown by `addItem(title:dueDate:)` when set.
  var saveError: StorageError?

  /// A store holding `items`.
  init(items: [TodoItem] = []) {
    self.items = items
  }

  func items(dueFrom first: Day, through last: Day) throws(StorageError) -> [TodoItem] {
    requestedRanges.append(first...last)
    if let loadError { throw loadError }
    return items
  }

  func addItem(title: String, dueDate: Day) throws(StorageError) -> TodoItem {
    if let saveError { throw saveError }
    let item = TodoItem(id: (items.map(\.id).max() ?? 0) + 1, title: title, dueDate: dueDate)
    items.append(item)
    return item
  }
}
