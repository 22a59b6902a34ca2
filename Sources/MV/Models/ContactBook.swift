import Algorithms
import Entities
import Observation
import Storage

/// The contacts, as the app shows them: read from storage once, kept sorted by
/// full name, and a contact added put at its place. The model every Contacts
/// view reads from the environment; it knows no view.
@MainActor
@Observable
final class ContactBook {
  /// The contacts in display order: by full name, case- and
  /// diacritic-insensitive; ties in the order they were added.
  private(set) var contacts: [ContactEntry] = []
  @ObservationIgnored private let store: any ContactStore
  @ObservationIgnored private var isLoaded = false

  /// The contacts of `store`, not read yet.
  init(store: any ContactStore) {
    self.store = store
  }

  /// Reads the contacts the first time it is called; later calls change nothing.
  func loadIfNeeded() throws(AlertMessage) {
    guard !isLoaded else { return }
    isLoaded = true
    do {
      contacts = try store.allContacts().map(ContactEntry.init).sorted()
    } catch {
      throw AlertMessage(error.description)
    }
  }

  /// Validates `draft`, saves its trimmed names and inserts the contact at its
  /// sorted place (after its equals, found by binary search).
  @discardableResult
  func add(_ draft: ContactDraft) throws(AlertMessage) -> Contact {
    let names = try draft.validated()
    let contact: Contact
    do {
      contact = try store.addContact(firstName: names.firstName, lastName: names.lastName)
    } catch {
      throw AlertMessage(error.description)
    }
    let entry = ContactEntry(contact)
    contacts.insert(entry, at: contacts.partitioningIndex { entry < $0 })
    return contact
  }
}
