import Entities
import Storage

@testable import MVP

/// A contact service on an array: it answers what the test put in it, fails
/// when told to, and records what was saved.
@MainActor
final class StubContactService: ContactServiceProtocol {
  /// What `allContacts()` returns, and where saved contacts go.
  var contacts: [Contact]
  /// When set, `allContacts()` throws it.
  var loadError: StorageError?
  /// When set, `addContact` throws it and saves nothing.
  var saveError: StorageError?
  /// How many times the contacts were read.
  private(set) var loadCount = 0
  /// The names saved, in order.
  private(set) var saved: [[String]] = []

  /// Creates a service holding contacts with these names, with ids 1, 2, 3… in this order.
  init(names: [(String, String)] = []) {
    contacts = names.enumerated().map {
      Contact(id: Int64($0.offset + 1), firstName: $0.element.0, lastName: $0.element.1)
    }
  }

  func allContacts() throws(StorageError) -> [Contact] {
    loadCount += 1
    if let loadError { throw loadError }
    return contacts
  }

  func addContact(firstName: String, lastName: String) throws(StorageError) -> Contact {
    if let saveError { throw saveError }
    let contact = Contact(id: (contacts.map(\.id).max() ?? 0) + 1, firstName: firstName, lastName: lastName)
    contacts.append(contact)
    saved.append([firstName, lastName])
    return contact
  }
}
