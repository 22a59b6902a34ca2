import Entities
import Storage

@testable import MVVMSwiftUI

/// A contact store in memory: the contacts it starts with, new ids counting
/// on from theirs, and errors to throw on demand.
/// Used on the main actor only, as the view models use it: unchecked, as a test double.
final class StubContactStore: ContactStore, @unchecked Sendable {
  /// The contacts, in the order they were given or added.
  private(set) var contacts: [Contact]
  /// How many times the contacts were read.
  private(set) var loadCount = 0
  /// Thrown by `allContacts()` when set.
  var loadError: StorageError?
  /// Thrown by `addContact(firstName:lastName:)` when set.
  var saveError: StorageError?

  /// A store holding `contacts`.
  init(contacts: [Contact] = []) {
    self.contacts = contacts
  }

  /// A store holding a contact for each `"First Last"` name, ids 1, 2, 3… in order.
  convenience init(names: [String]) {
    self.init(
      contacts: names.enumerated().map { index, name in
        let parts = name.split(separator: " ", maxSplits: 1).map(String.init)
        return Contact(id: Int64(index + 1), firstName: parts[0], lastName: parts[1])
      })
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
    return contact
  }
}
