import Algorithms
import Entities

/// The contact-list use case: owns the sort rule (full name, ignoring case and
/// diacritics, ties in the order added) and the sorted list that saved contacts
/// are inserted into. It turns entities into ``ContactSummary`` values.
@MainActor
final class ContactListInteractor: ContactListInteractorInput {
  /// The presenter; weak, since the presenter owns this interactor.
  weak var output: (any ContactListInteractorOutput)?
  /// Reads the stored contacts.
  private let dataManager: any ContactListDataManagerProtocol
  /// The contacts in display order, each with its sort key.
  private var sortedContacts: [(contact: ContactSummary, key: FoldedKey)] = []

  /// Creates the interactor on `dataManager`.
  init(dataManager: any ContactListDataManagerProtocol) {
    self.dataManager = dataManager
  }

  func findContacts() {
    do {
      sortedContacts = try dataManager.allContacts()
        .map { Self.entry(for: ContactSummary($0)) }
        .sorted(by: Self.isOrderedBefore)
      output?.foundContacts(sortedContacts.map(\.contact))
    } catch {
      sortedContacts = []
      output?.failedToFindContacts(message: error.description)
    }
  }

  func insertNewContact(_ contact: ContactSummary) {
    let entry = Self.entry(for: contact)
    let index = sortedContacts.partitioningIndex { Self.isOrderedBefore(entry, $0) }
    sortedContacts.insert(entry, at: index)
    output?.insertedContact(contact, at: index)
  }

  /// The contact with its sort key: the full name folded for case and
  /// diacritics, so that `émile` sorts with `Emile`.
  private static func entry(for contact: ContactSummary) -> (contact: ContactSummary, key: FoldedKey) {
    (contact, FoldedKey(contact.fullName))
  }

  /// By sort key; ties keep the order in which contacts were added.
  /// `nonisolated`, so that a sort calls it as a plain function, without the
  /// main-actor check an isolated function pays on every call.
  nonisolated private static func isOrderedBefore(
    _ lhs: (contact: ContactSummary, key: FoldedKey), _ rhs: (contact: ContactSummary, key: FoldedKey)
  ) -> Bool {
    lhs.key != rhs.key ? lhs.key < rhs.key : lhs.contact.id < rhs.contact.id
  }
}
