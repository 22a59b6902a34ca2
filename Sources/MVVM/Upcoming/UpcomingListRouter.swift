import Entities
import ScreenKit

/// The Upcoming list's navigation. As in MVVM-R, the router assembles the
/// screen it shows (view model, view controller, router) and presents it.
final class UpcomingListRouter: UpcomingListRouterProtocol {
  /// The screen navigation starts from; held weakly, as it owns this router's owner.
  weak var viewController: ViewController?
  private let service: any TodoServiceProtocol

  /// Creates the router; `service` is handed to the screens it assembles.
  init(service: any TodoServiceProtocol) {
    self.service = service
  }

  func showAddItem(today: Day, delegate: any AddItemViewModelDelegate) {
    let router = AddItemRouter()
    let viewModel = AddItemViewModel(today: today, service: service, router: router, delegate: delegate)
    let addViewController = AddItemViewController(viewModel: viewModel)
    router.viewController = addViewController
    viewController?.present(NavigationController(rootViewController: addViewController))
  }
}
