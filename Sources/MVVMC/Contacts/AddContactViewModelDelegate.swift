import Entities

/// How the New Contact view model reports how the form ended to its
/// coordinator, which decides what happens next.
@MainActor
protocol AddContactViewModelDelegate: AnyObject {
  /// `contact` was validated and saved.
  func addContactViewModel(_ viewModel: AddContactViewModel, didAdd contact: Contact)

  /// The user cancelled; nothing was saved.
  func addContactViewModelDidCancel(_ viewModel: AddContactViewModel)
}
