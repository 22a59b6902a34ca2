import Entities

/// How the add-contact presenter tells the presenter that opened it that a
/// contact was saved.
@MainActor
protocol AddContactPresenterDelegate: AnyObject {
  /// `contact` was validated, saved, and its screen closed.
  func addContactPresenter(_ presenter: AddContactPresenter, didAdd contact: Contact)
}
