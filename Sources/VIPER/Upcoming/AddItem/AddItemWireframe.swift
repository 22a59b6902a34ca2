import Entities
import ScreenKit
import Storage

/// The add-item wireframe: assembles the module, presents it modally in its own
/// navigation controller, and dismisses it. It lives as long as the module's
/// presenter, which owns it.
@MainActor
final class AddItemWireframe: AddItemWireframeProtocol {
  /// The navigation controller presented; weak, the presenting screen owns it.
  private(set) weak var presentedViewController: ViewController?

  private init() {}

  /// Builds the add-item module on `todoStore` and `clock`, presents it over
  /// `presenting`, and reports to `delegate`.
  static func presentAddInterface(
    from presenting: ViewController, todoStore: any TodoStore, clock: any DayClock,
    delegate: any AddItemModuleDelegate
  ) {
    let wireframe = AddItemWireframe()
    let interactor = AddItemInteractor(dataManager: AddItemDataManager(store: todoStore), clock: clock)
    let presenter = AddItemPresenter(interactor: interactor, wireframe: wireframe)
    let view = AddItemViewController(eventHandler: presenter)
    presenter.userInterface = view
    presenter.moduleDelegate = delegate
    interactor.output = presenter
    let navigationController = NavigationController(rootViewController: view)
    wireframe.presentedViewController = navigationController
    presenting.present(navigationController)
  }

  func dismissAddInterface() {
    presentedViewController?.dismiss()
  }
}
