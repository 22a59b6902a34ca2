import Entities
import ScreenKit

/// The New Contact flow: it builds the screen (view model and view controller),
/// presents it in its own navigation stack, dismisses it when its view model
/// reports the form ended, and tells its parent, which then lets it go.
final class AddContactCoordinator: CoordinatorProtocol {
  var childCoordinators: [any CoordinatorProtocol] = []
  /// The screen the form is presented over; held weakly, as screens own screens.
  private weak var presenter: ViewController?
  /// The form's stack once presented; held weakly, as its presenter owns it.
  private(set) weak var navigationController: NavigationController?
  private let service: any ContactServiceProtocol
  private weak var delegate: (any AddContactCoordinatorDelegate)?

  /// A flow presenting over `presenter`, saving through `service`; `delegate` hears when it ends.
  init(
    presenter: ViewController, service: any ContactServiceProtocol,
    delegate: any AddContactCoordinatorDelegate
  ) {
    self.presenter = presenter
    self.service = service
    self.delegate = delegate
  }

  /// Builds the New Contact screen and presents it modally in a navigation stack.
  func start() {
    let viewModel = AddContactViewModel(service: service, delegate: self)
    let stack = NavigationController(rootViewController: AddContactViewController(viewModel: viewModel))
    navigationController = stack
    presenter?.present(stack)
  }
}

extension AddContactCoordinator: AddContactViewModelDelegate {
  func addContactViewModel(_ viewModel: AddContactViewModel, didAdd contact: Contact) {
    navigationController?.dismiss()
    delegate?.addContactCoordinator(self, didAdd: contact)
  }

  func addContactViewModelDidCancel(_ viewModel: AddContactViewModel) {
    navigationController?.dismiss()
    delegate?.addContactCoordinatorDidCancel(self)
  }
}
