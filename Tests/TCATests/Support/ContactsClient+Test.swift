import Entities
import Storage
import Testing

@testable import TCA

extension ContactsClient {
  /// A client whose every call records a test issue, as TCA's test values do:
  /// a test sets only the closures the feature is meant to call.
  static var unimplemented: ContactsClient {
    ContactsClient(
      all: {
        Issue.record("ContactsClient.all was called")
        return []
      },
      add: { first, last in
        Issue.record("ContactsClient.add was called with \(first) \(last)")
        return Contact(id: 0, firstName: first, lastName: last)
      })
  }
}
