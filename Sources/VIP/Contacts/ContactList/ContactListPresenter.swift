import Entities

/// The contact list's presenter: turns the interactor's contacts into rows
/// (the full name) and storage errors into the alert's message.
@MainActor
final class ContactListPresenter: ContactListPresentationLogic {
  /// The view controller; weak, since it owns the interactor that owns this presenter.
  weak var viewController: (any ContactListDisplayLogic)?

  /// Creates the presenter; its view controller is set by the configurator.
  init() {}

  func presentFetchedContacts(response: ContactListModels.FetchContacts.Response) {
    viewController?.displayFetchedContacts(
      viewModel: .init(
        displayedContacts: response.contacts.map(Self.displayedContact),
        errorMessage: response.error?.description))
  }

  func presentInsertedContact(response: ContactListModels.InsertContact.Response) {
    viewController?.displayInsertedContact(
      viewModel: .init(displayedContact: Self.displayedContact(for: response.contact), row: response.index))
  }

  /// The row for a contact: its first name, a space, and its last name.
  private static func displayedContact(for contact: Contact) -> ContactListModels.DisplayedContact {
    .init(name: contact.firstName + " " + contact.lastName)
  }
}
