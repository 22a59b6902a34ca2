import Entities

@testable import MVP

/// Records the contacts an add-contact presenter reports as saved.
@MainActor
final class AddContactDelegateSpy: AddContactPresenterDelegate {
  /// The contacts reported, in order.
  private(set) var added: [Contact] = []

  func addContactPresenter(_ presenter: AddContactPresenter, didAdd contact: Contact) {
    added.append(contact)
  }
}
