import CaseBook
import Entities
import Storage

@testable import VIP

/// The to-dos worker as Clean Swift tests replace it: a subclass that answers
/// from the items given (or fails with a set error) and records what it was asked.
final class TodosWorkerSpy: TodosWorker {
  /// The stored items, in the order added; a fetch returns those in its range.
  var items: [TodoItem]
  /// When set, every call throws it.
  var error: StorageError?
  /// The ranges read, in order.
  private(set) var fetchedRanges: [ClosedRange<Day>] = []
  /// The items saved, in order.
  private(set) var created: [TodoItem] = []

  /// A worker holding `items`; its store is never reached.
  init(_ items: [TodoItem] = [], error: StorageError? = nil) {
    self.items = items
    self.error = error
    super.init(store: FailingStore(.busy(path: "/unused")))
  }

  /// A worker holding `specs`, with ids 1, 2, … in the order given.
  convenience init(specs: [ItemSpec]) {
    self.init(
      specs.enumerated().map {
        TodoItem(id: Int64($0.offset + 1), title: $0.element.title, dueDate: $0.element.due)
      })
  }

  override func fetchItems(dueFrom first: Day, through last: Day) throws(StorageError) -> [TodoItem] {
    fetchedRanges.append(first...last)
    if let error { throw error }
    return items.filter { first <= $0.dueDate && $0.dueDate <= last }
  }

  override func createItem(title: String, dueDate: Day) throws(StorageError) -> TodoItem {
    if let error { throw error }
    let item = TodoItem(id: Int64(items.count + created.count + 1), title: title, dueDate: dueDate)
    created.append(item)
    return item
  }
}
