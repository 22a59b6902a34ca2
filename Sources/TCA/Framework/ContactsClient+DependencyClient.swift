import ComposableArchitectureKit
import Entities
import Storage

extension ContactsClient {
  /// A client whose every endpoint is unimplemented: called, it reports an
  /// issue and answers a placeholder. What `@DependencyClient` generates as
  /// `init()`, written out by hand; it is the client's test value.
  init() {
    self.init(
      all: {
        reportIssue("Unimplemented: 'ContactsClient.all'")
        return []
      },
      add: { firstName, lastName in
        reportIssue("Unimplemented: 'ContactsClient.add' (\(firstName) \(lastName))")
        return Contact(id: 0, firstName: firstName, lastName: lastName)
      })
  }
}
