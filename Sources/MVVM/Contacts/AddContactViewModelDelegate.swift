import Entities

/// How the New Contact view model tells the one that asked for it what happened.
@MainActor
protocol AddContactViewModelDelegate: AnyObject {
  /// `contact` was validated, saved, and its screen closed.
  func addContactViewModel(_ viewModel: AddContactViewModel, didAdd contact: Contact)
}
