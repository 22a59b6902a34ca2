import ScreenKit

/// The contact list's router: presents the add-contact scene, which it has
/// assembled on the same contacts worker and told where to pass its result back.
@MainActor
final class ContactListRouter: ContactListRoutingLogic, ContactListDataPassing {
  /// The scene's view controller; weak, since it owns this router.
  weak var viewController: ContactListViewController?
  /// The scene's interactor, whose data other scenes' routers fill.
  var dataStore: (any ContactListDataStore)?
  /// The worker the add-contact scene saves through.
  private let worker: ContactsWorker

  /// Creates the router; `worker` is handed to the scene it presents.
  init(worker: ContactsWorker) {
    self.worker = worker
  }

  func routeToAddContact() {
    guard let viewController else { return }
    let destination = AddContactConfigurator.makeScene(worker: worker, returningTo: viewController)
    navigateToAddContact(source: viewController, destination: destination)
  }

  /// Presents `destination` modally in its own navigation controller.
  func navigateToAddContact(source: ContactListViewController, destination: AddContactViewController) {
    source.present(NavigationController(rootViewController: destination))
  }
}
