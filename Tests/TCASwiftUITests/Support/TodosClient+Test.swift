import Entities
import Storage
import Testing

@testable import TCASwiftUI

extension TodosClient {
  /// A client whose every call records a test issue, as TCA's test values
  /// do: a test sets the closures the feature is meant to call.
  static var unimplemented: TodosClient {
    TodosClient(
      items: { first, last in
        Issue.record("TodosClient.items was called for \(first)...\(last)")
        return []
      },
      add: { title, due in
        Issue.record("TodosClient.add was called with \(title) due \(due)")
        return TodoItem(id: 0, title: title, dueDate: due)
      })
  }

  /// A client reading the items of `items` in the range asked for; saves are unexpected.
  static func holding(_ items: [TodoItem]) -> TodosClient {
    var client = unimplemented
    client.items = { first, last in items.filter { first <= $0.dueDate && $0.dueDate <= last } }
    return client
  }
}
