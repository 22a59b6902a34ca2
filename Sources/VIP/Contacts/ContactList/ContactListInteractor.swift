import Algorithms
import Entities

/// The contact list's interactor: owns the sort rule (full name, ignoring case
/// and diacritics, ties in the order added) and the sorted list that added
/// contacts are inserted into; it reads through the contacts worker and keeps
/// the scene's data store.
@MainActor
final class ContactListInteractor: ContactListBusinessLogic, ContactListDataStore {
  /// Formats the responses.
  var presenter: (any ContactListPresentationLogic)?
  var addedContact: Contact?
  /// Reads the stored contacts.
  private let worker: ContactsWorker
  /// The contacts in display order, each with its sort key.
  private var sortedContacts: [(contact: Contact, key: FoldedKey)] = []

  /// Creates the interactor on `worker`.
  init(worker: ContactsWorker) {
    self.worker = worker
  }

  func fetchContacts(request: ContactListModels.FetchContacts.Request) {
    do {
      sortedContacts = try worker.fetchContacts().map(Self.entry)
      sortedContacts.sort(by: Self.isOrderedBefore)
      presenter?.presentFetchedContacts(response: .init(contacts: sortedContacts.map(\.contact)))
    } catch {
      sortedContacts = []
      presenter?.presentFetchedContacts(response: .init(contacts: [], error: error))
    }
  }

  func insertAddedContact(request: ContactListModels.InsertContact.Request) {
    guard let contact = addedContact else { return }
    addedContact = nil
    let entry = Self.entry(for: contact)
    let index = sortedContacts.partitioningIndex { Self.isOrderedBefore(entry, $0) }
    sortedContacts.insert(entry, at: index)
    presenter?.presentInsertedContact(response: .init(contact: contact, index: index))
  }

  /// The contact with its sort key: the full name folded for case and
  /// diacritics, so that `émile` sorts with `Emile`.
  private static func entry(for contact: Contact) -> (contact: Contact, key: FoldedKey) {
    (contact, FoldedKey(contact.firstName + " " + contact.lastName))
  }

  /// By sort key; ties keep the order in which contacts were added.
  /// `nonisolated`, so that a sort calls it as a plain function, without the
  /// main-actor check an isolated function pays on every call.
  nonisolated private static func isOrderedBefore(
    _ lhs: (contact: Contact, key: FoldedKey), _ rhs: (contact: Contact, key: FoldedKey)
  ) -> Bool {
    lhs.key != rhs.key ? lhs.key < rhs.key : lhs.contact.id < rhs.contact.id
  }
}
