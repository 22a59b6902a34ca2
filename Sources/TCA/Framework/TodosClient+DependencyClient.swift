import ComposableArchitectureKit
import Entities
import Storage

extension TodosClient {
  /// A client whose every endpoint is unimplemented: called, it reports an
  /// issue and answers a placeholder. What `@DependencyClient` generates as
  /// `init()`, written out by hand; it is the client's test value.
  init() {
    self.init(
      items: { first, last in
        reportIssue("Unimplemented: 'TodosClient.items' (\(first)...\(last))")
        return []
      },
      add: { title, dueDate in
        reportIssue("Unimplemented: 'TodosClient.add' (\(title) due \(dueDate))")
        return TodoItem(id: 0, title: title, dueDate: dueDate)
      })
  }
}
