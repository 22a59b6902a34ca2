import Entities

/// A contact as interactors hand it to presenters: plain data with no
/// behaviour, so that the ``Contact`` entity never leaves the interactor layer.
///
/// Both contact modules use it: the add module reports the contact it saved
/// with it, and the list module inserts it.
struct ContactSummary: Equatable, Sendable {
  /// The stable id given by storage; larger ids were added later.
  var id: Int64
  /// The first name, a space, and the last name.
  var fullName: String

  /// Creates a summary.
  init(id: Int64, fullName: String) {
    self.id = id
    self.fullName = fullName
  }

  /// The summary of `contact`: its full name is `firstName + " " + lastName`.
  init(_ contact: Contact) {
    self.init(id: contact.id, fullName: contact.firstName + " " + contact.lastName)
  }
}
