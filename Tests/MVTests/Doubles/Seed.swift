import CaseBook
import Entities
import Storage
import TestSupport

/// Stores holding a case's data, and the models MV's views read, built on them.
@MainActor
enum Seed {
  /// A new in-memory database holding `contacts` and `items`, added in order (ids in order).
  static func store(contacts: [ContactName] = [], items: [ItemSpec] = []) throws -> SQLiteStore {
    let store = SQLiteStore.inMemory()
    for contact in contacts { _ = try store.addContact(firstName: contact.first, lastName: contact.last) }
    for item in items { _ = try store.addItem(title: item.title, dueDate: item.due) }
    return store
  }
}
