import Entities
import Storage
import Testing

@testable import TCASwiftUI

extension ContactsClient {
  /// A client whose every call records a test issue, as TCA's test values
  /// do: a test sets the closures the feature is meant to call.
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

  /// A client reading `contacts`; saves are unexpected.
  static func holding(_ contacts: [Contact]) -> ContactsClient {
    var client = unimplemented
    client.all = { contacts }
    return client
  }
}
