import Entities

/// How the add-contact screen tells the screen that presented it what happened.
@MainActor
protocol AddContactViewControllerDelegate: AnyObject {
  /// The contact was validated and saved.
  func addContactViewController(_ controller: AddContactViewController, didAdd contact: Contact)
  /// The user cancelled; nothing was saved.
  func addContactViewControllerDidCancel(_ controller: AddContactViewController)
}
