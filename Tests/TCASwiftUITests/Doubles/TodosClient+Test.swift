import Entities

@testable import TCASwiftUI

extension TodosClient {
  /// The test value reading the items of `items` in the range asked for; saves are unimplemented.
  static func holding(_ items: [TodoItem]) -> TodosClient {
    var client = TodosClient()
    client.items = { first, last in items.filter { first <= $0.dueDate && $0.dueDate <= last } }
    return client
  }
}
