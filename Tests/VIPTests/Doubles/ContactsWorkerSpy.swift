import CaseBook
import Entities
import Storage

@testable import VIP

/// The contacts worker as Clean Swift tests replace it: a subclass that answers
/// from the contacts given (or fails with a set error) and records what it was asked.
final class ContactsWorkerSpy: ContactsWorker {
  /// What `fetchContacts()` returns, in the order added.
  var contacts: [Contact]
  /// When set, every call throws it.
  var error: StorageError?
  /// How many times the contacts were read.
  private(set) var fetchCount = 0
  /// The names saved, in order.
  private(set) var created: [ContactName] = []

  /// A worker holding `contacts`; its store is never reached.
  init(_ contacts: [Contact] = [], error: StorageError? = nil) {
    self.contacts = contacts
    self.error = error
    super.init(store: FailingStore(.busy(path: "/unused")))
  }

  /// A worker holding `names`, with ids 1, 2, … in the order given.
  convenience init(names: [ContactName]) {
    self.init(
      names.enumerated().map {
        Contact(id: Int64($0.offset + 1), firstName: $0.element.first, lastName: $0.element.last)
      })
  }

  override func fetchContacts() throws(StorageError) -> [Contact] {
    fetchCount += 1
    if let error { throw error }
    return contacts
  }

  override func createContact(firstName: String, lastName: String) throws(StorageError) -> Contact {
    if let error { throw error }
    created.append(ContactName(firstName, lastName))
    return Contact(id: Int64(contacts.count + created.count), firstName: firstName, lastName: lastName)
  }
}
