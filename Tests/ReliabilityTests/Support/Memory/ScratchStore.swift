import Entities
import Storage

/// A store in memory for the memory check: a fresh one per cycle costs little
/// (a SQLite database and its migration would cost most of the cycle), and
/// the check is about the screens' objects. Used on the main actor only.
final class ScratchStore: ContactStore, TodoStore, @unchecked Sendable {
  private var contacts: [Contact] = []
  private var items: [TodoItem] = []

  func allContacts() throws(StorageError) -> [Contact] { contacts }

  func addContact(firstName: String, lastName: String) throws(StorageError) -> Contact {
    contacts.append(Contact(id: Int64(contacts.count + 1), firstName: firstName, lastName: lastName))
    return contacts[contacts.count - 1]
  }

  func items(dueFrom first: Day, through last: Day) throws(StorageError) -> [TodoItem] {
    items.filter { (first...last).contains($0.dueDate) }
  }

  func addItem(title: String, dueDate: Day) throws(StorageError) -> TodoItem {
    items.append(TodoItem(id: Int64(items.count + 1), title: title, dueDate: dueDate))
    return items[items.count - 1]
  }
}
