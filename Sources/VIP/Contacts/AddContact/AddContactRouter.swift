/// The add-contact router: on the way back, passes the saved contact from this
/// scene's data store to the contact list's, then dismisses the form.
@MainActor
final class AddContactRouter: AddContactRoutingLogic, AddContactDataPassing {
  /// The scene's view controller; weak, since it owns this router.
  weak var viewController: AddContactViewController?
  /// The scene's interactor, whose saved contact is passed back.
  var dataStore: (any AddContactDataStore)?
  /// The list to return to; weak, it presented this scene and outlives it.
  weak var contactListViewController: ContactListViewController?

  /// Creates the router; the configurator sets its references.
  init() {}

  func routeToContactList() {
    guard let viewController else { return }
    if let dataStore, var destination = contactListViewController?.router?.dataStore {
      passDataToContactList(source: dataStore, destination: &destination)
    }
    navigateToContactList(source: viewController)
  }

  /// Hands the saved contact, if any, to the list's data store.
  func passDataToContactList(source: any AddContactDataStore, destination: inout any ContactListDataStore) {
    destination.addedContact = source.savedContact
  }

  /// Dismisses the form; the list, appearing again, shows what it was passed.
  func navigateToContactList(source: AddContactViewController) {
    source.dismiss()
  }
}
