import ScreenKit

/// The contact list's navigation. As in MVVM-R, the router assembles the
/// screen it shows (view model, view controller, router) and presents it.
final class ContactListRouter: ContactListRouterProtocol {
  /// The screen navigation starts from; held weakly, as it owns this router's owner.
  weak var viewController: ViewController?
  private let service: any ContactServiceProtocol

  /// Creates the router; `service` is handed to the screens it assembles.
  init(service: any ContactServiceProtocol) {
    self.service = service
  }

  func showAddContact(delegate: any AddContactViewModelDelegate) {
    let router = AddContactRouter()
    let viewModel = AddContactViewModel(service: service, router: router, delegate: delegate)
    let addViewController = AddContactViewController(viewModel: viewModel)
    router.viewController = addViewController
    viewController?.present(NavigationController(rootViewController: addViewController))
  }
}
