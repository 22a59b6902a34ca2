import Entities

/// A contact as the list shows and sorts it: its full name, and the key it is
/// sorted by, computed once.
struct ContactEntry: Identifiable, Comparable, Sendable {
  /// The contact, as stored.
  let contact: Contact
  /// The full name, case- and diacritic-folded, so that `émile` sorts with `Emile`.
  let key: FoldedKey

  /// The entry of `contact`.
  init(_ contact: Contact) {
    self.contact = contact
    key = FoldedKey(contact.firstName + " " + contact.lastName)
  }

  /// The contact's id: a row keeps its identity.
  var id: Int64 { contact.id }

  /// What the row shows: `firstName + " " + lastName`.
  var fullName: String { contact.firstName + " " + contact.lastName }

  /// By full name; ties keep the order in which contacts were added (ids grow).
  static func < (lhs: ContactEntry, rhs: ContactEntry) -> Bool {
    lhs.key != rhs.key ? lhs.key < rhs.key : lhs.contact.id < rhs.contact.id
  }
}
