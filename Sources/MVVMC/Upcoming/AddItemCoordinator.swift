import Entities
import ScreenKit

/// The Add Item flow: it builds the screen (view model and view controller),
/// presents it in its own navigation stack, dismisses it when its view model
/// reports the form ended, and tells its parent, which then lets it go.
final class AddItemCoordinator: CoordinatorProtocol {
  var childCoordinators: [any CoordinatorProtocol] = []
  /// The screen the form is presented over; held weakly, as screens own screens.
  private weak var presenter: ViewController?
  /// The form's stack once presented; held weakly, as its presenter owns it.
  private(set) weak var navigationController: NavigationController?
  private let service: any TodoServiceProtocol
  private let today: Day
  private weak var delegate: (any AddItemCoordinatorDelegate)?

  /// A flow presenting over `presenter`, with the due date starting at
  /// `today`, saving through `service`; `delegate` hears when it ends.
  init(
    presenter: ViewController, today: Day, service: any TodoServiceProtocol,
    delegate: any AddItemCoordinatorDelegate
  ) {
    self.presenter = presenter
    self.today = today
    self.service = service
    self.delegate = delegate
  }

  /// Builds the Add Item screen and presents it modally in a navigation stack.
  func start() {
    let viewModel = AddItemViewModel(today: today, service: service, delegate: self)
    let stack = NavigationController(rootViewController: AddItemViewController(viewModel: viewModel))
    navigationController = stack
    presenter?.present(stack)
  }
}

extension AddItemCoordinator: AddItemViewModelDelegate {
  func addItemViewModel(_ viewModel: AddItemViewModel, didAdd item: TodoItem) {
    navigationController?.dismiss()
    delegate?.addItemCoordinator(self, didAdd: item)
  }

  func addItemViewModelDidCancel(_ viewModel: AddItemViewModel) {
    navigationController?.dismiss()
    delegate?.addItemCoordinatorDidCancel(self)
  }
}
