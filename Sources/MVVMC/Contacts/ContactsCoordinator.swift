import Entities
import ScreenKit

/// The Contacts tab's flow: it builds the contact list in its navigation
/// stack, and, when the list asks for New Contact, starts that flow's
/// coordinator as its child, keeps it while the flow lives, and hands the
/// contact it saved to the list.
final class ContactsCoordinator: CoordinatorProtocol {
  var childCoordinators: [any CoordinatorProtocol] = []
  /// The tab's stack; held weakly, as the tab bar owns it (and the app coordinator owns this one).
  private(set) weak var navigationController: NavigationController?
  /// The list's view model, told of each contact added.
  private weak var listViewModel: ContactListViewModel?
  private let service: any ContactServiceProtocol

  /// A flow on `service`, handed to the screens it builds.
  init(service: any ContactServiceProtocol) {
    self.service = service
  }

  /// Builds the contact list in a navigation stack, and returns the stack.
  func start() -> NavigationController {
    let viewModel = ContactListViewModel(service: service, delegate: self)
    let stack = NavigationController(rootViewController: ContactListViewController(viewModel: viewModel))
    listViewModel = viewModel
    navigationController = stack
    return stack
  }
}

extension ContactsCoordinator: ContactListViewModelDelegate {
  func contactListViewModelDidRequestNewContact(_ viewModel: ContactListViewModel) {
    guard let navigationController else { return }
    let child = AddContactCoordinator(presenter: navigationController, service: service, delegate: self)
    addChild(child)
    child.start()
  }
}

extension ContactsCoordinator: AddContactCoordinatorDelegate {
  func addContactCoordinator(_ coordinator: AddContactCoordinator, didAdd contact: Contact) {
    removeChild(coordinator)
    listViewModel?.insert(contact)
  }

  func addContactCoordinatorDidCancel(_ coordinator: AddContactCoordinator) {
    removeChild(coordinator)
  }
}
