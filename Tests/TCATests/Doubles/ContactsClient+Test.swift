import Entities

@testable import TCA

extension ContactsClient {
  /// The test value reading `contacts`; saves are unimplemented.
  static func holding(_ contacts: [Contact]) -> ContactsClient {
    var client = ContactsClient()
    client.all = { contacts }
    return client
  }
}
