import Entities
import Storage

/// A store whose loads or saves fail with a chosen error: storage failures
/// without a damaged file. What does not fail answers from the values given.
public final class FailingStore: ContactStore, TodoStore, Sendable {
  /// Which calls fail.
  public enum Failing: Sendable {
    /// Every call throws.
    case all
    /// `allContacts()` and `items(dueFrom:through:)` throw.
    case loads
    /// `addContact` and `addItem` throw; loads return the values given.
    case saves
  }

  /// What failing calls throw.
  public let error: StorageError
  /// Which calls fail.
  public let failing: Failing
  private let contacts: [Contact]
  private let items: [TodoItem]

  /// A store whose `failing` calls (every call, unless told) throw `error`;
  /// loads that do not fail return `contacts` and the `items` in the range asked for.
  public init(
    _ error: StorageError, failing: Failing = .all, contacts: [Contact] = [], items: [TodoItem] = []
  ) {
    self.error = error
    self.failing = failing
    self.contacts = contacts
    self.items = items
  }

  /// A store failing the way `storageCase` says.
  public convenience init(_ storageCase: StorageFailureCase) {
    switch storageCase.operation {
    case .loadContacts, .loadItems: self.init(storageCase.error, failing: .loads)
    case .saveContact, .saveItem: self.init(storageCase.error, failing: .saves)
    }
  }

  public func allContacts() throws(StorageError) -> [Contact] {
    if failing != .saves { throw error }
    return contacts
  }

  public func addContact(firstName: String, lastName: String) throws(StorageError) -> Contact {
    if failing != .loads { throw error }
    return Contact(id: Int64(contacts.count + 1), firstName: firstName, lastName: lastName)
  }

  public func items(dueFrom first: Day, through last: Day) throws(StorageError) -> [TodoItem] {
    if failing != .saves { throw error }
    return items.filter { first <= $0.dueDate && $0.dueDate <= last }
  }

  public func addItem(title: String, dueDate: Day) throws(StorageError) -> TodoItem {
    if failing != .loads { throw error }
    return TodoItem(id: Int64(items.count + 1), title: title, dueDate: dueDate)
  }
}
