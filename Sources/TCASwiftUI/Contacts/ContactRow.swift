import Entities

/// One row of the contact list, as state: the full name, and the key the list
/// sorts rows by, computed once. Identified by its contact, so that the list
/// inserts a new row rather than reloading.
struct ContactRow: Comparable, Identifiable, Sendable {
  /// The contact's id: larger ids were added later.
  let id: Int64
  /// The text of the row: first name, a space, last name.
  let fullName: String
  /// The full name folded for case and diacritics, so that `émile` sorts with `Emile`.
  let sortKey: FoldedKey

  /// The row showing `contact`.
  init(_ contact: Contact) {
    id = contact.id
    fullName = contact.firstName + " " + contact.lastName
    sortKey = FoldedKey(fullName)
  }

  /// Whether `lhs` goes above `rhs`: by full name, ignoring case and accents;
  /// ties keep the order in which the contacts were added.
  static func < (lhs: ContactRow, rhs: ContactRow) -> Bool {
    lhs.sortKey != rhs.sortKey ? lhs.sortKey < rhs.sortKey : lhs.id < rhs.id
  }
}
