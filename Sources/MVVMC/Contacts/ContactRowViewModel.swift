import Entities

/// One row of the contact list, ready to show: the full name, and the key the
/// list sorts rows by.
struct ContactRowViewModel: Comparable, Sendable {
  /// The text of the row: first name, a space, last name.
  let fullName: String
  /// The full name folded for case and diacritics, so that `émile` sorts with `Emile`.
  let sortKey: FoldedKey
  /// The contact's id: larger ids were added later.
  let contactID: Int64

  /// The row showing `contact`.
  init(contact: Contact) {
    fullName = contact.firstName + " " + contact.lastName
    sortKey = FoldedKey(fullName)
    contactID = contact.id
  }

  /// Whether `lhs` goes above `rhs`: by full name, ignoring case and accents;
  /// ties keep the order in which the contacts were added. A plain static
  /// function, so that sorting rows calls it without a main-actor check.
  static func < (lhs: ContactRowViewModel, rhs: ContactRowViewModel) -> Bool {
    lhs.sortKey != rhs.sortKey ? lhs.sortKey < rhs.sortKey : lhs.contactID < rhs.contactID
  }
}
