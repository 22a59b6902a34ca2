/// The contact list's presenter: turns the interactor's summaries into rows,
/// chooses between rows, the empty state and an error, and asks the wireframe
/// for the add-contact module, whose delegate it is.
@MainActor
final class ContactListPresenter: ContactListModuleInterface, ContactListInteractorOutput,
  AddContactModuleDelegate
{
  /// The view; weak, since the view owns this presenter.
  weak var userInterface: (any ContactListViewInterface)?
  /// Runs the use case.
  private let interactor: any ContactListInteractorInput
  /// Performs navigation.
  private let wireframe: any ContactListWireframeProtocol

  /// Creates the presenter.
  init(interactor: any ContactListInteractorInput, wireframe: any ContactListWireframeProtocol) {
    self.interactor = interactor
    self.wireframe = wireframe
  }

  func updateView() {
    interactor.findContacts()
  }

  func addNewEntry() {
    wireframe.presentAddInterface(delegate: self)
  }

  func foundContacts(_ contacts: [ContactSummary]) {
    if contacts.isEmpty {
      userInterface?.showNoContentMessage()
    } else {
      userInterface?.showContacts(contacts.map(Self.displayItem))
    }
  }

  func failedToFindContacts(message: String) {
    userInterface?.showNoContentMessage()
    userInterface?.showErrorMessage(message)
  }

  func insertedContact(_ contact: ContactSummary, at index: Int) {
    userInterface?.insertContact(Self.displayItem(for: contact), at: index)
  }

  func addContactModuleDidSaveAddAction(_ contact: ContactSummary) {
    interactor.insertNewContact(contact)
  }

  func addContactModuleDidCancelAddAction() {}

  /// The row for a contact: its full name.
  private static func displayItem(for contact: ContactSummary) -> ContactDisplayItem {
    ContactDisplayItem(name: contact.fullName)
  }
}
