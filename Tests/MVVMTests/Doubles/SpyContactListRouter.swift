@testable import MVVM

/// Records the navigation the contact list's view model asks for.
final class SpyContactListRouter: ContactListRouterProtocol {
  /// How many times the New Contact screen was asked for.
  private(set) var showAddContactCount = 0
  /// The delegate given with the last request.
  private(set) weak var delegate: (any AddContactViewModelDelegate)?

  func showAddContact(delegate: any AddContactViewModelDelegate) {
    showAddContactCount += 1
    self.delegate = delegate
  }
}
