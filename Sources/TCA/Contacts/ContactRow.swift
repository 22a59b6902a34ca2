import Entities

/// One row of the contact list, as state: the full name, and the key the list
/// sorts rows by.
struct ContactRow: Comparable, Identifiable, Sendable {
  /// The text of the row: first name, a space, last name.
  let fullName: String
  /// The full name folded for case and diacritics, so that `émile` sorts with `Emile`.
  let sortKey: FoldedKey
  /// The contact's id: larger ids were added later.
  let contactID: Int64

  /// The row showing `contact`.
  init(_ contact: Contact) {
    fullName = contact.firstName + " " + contact.lastName
    sortKey = FoldedKey(fullName)
    contactID = contact.id
  }

  /// The row's identity: its contact's id.
  var id: Int64 { contactID }

  /// Whether `lhs` goes above `rhs`: by full name, ignoring case and accents;
  /// ties keep the order in which the contacts were added.
  static func < (lhs: ContactRow, rhs: ContactRow) -> Bool {
    lhs.sortKey != rhs.sortKey ? lhs.sortKey < rhs.sortKey : lhs.contactID < rhs.contactID
  }
}
