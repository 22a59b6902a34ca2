import Entities
import Storage

@testable import MVP

/// A to-do service on an array: it answers every item the test put in it,
/// whatever range is asked (so that tests see the presenter's own rules),
/// records the ranges asked and what was saved, and fails when told to.
@MainActor
final class StubTodoService: TodoServiceProtocol {
  /// What `items(dueFrom:through:)` returns, and where saved items go.
  var items: [TodoItem]
  /// When set, reading throws it.
  var loadError: StorageError?
  /// When set, `addItem` throws it and saves nothing.
  var saveError: StorageError?
  /// The ranges of days asked for, in order.
  private(set) var requestedRanges: [ClosedRange<Day>] = []
  /// The items saved, in order.
  private(set) var saved: [TodoItem] = []

  /// Creates a service holding items with these titles and due days, with ids 1, 2, 3… in this order.
  init(items: [(String, String)] = []) {
    self.items = items.enumerated().map {
      TodoItem(id: Int64($0.offset + 1), title: $0.element.0, dueDate: Day.at($0.element.1))
    }
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
    saved.append(item)
    return item
  }
}
