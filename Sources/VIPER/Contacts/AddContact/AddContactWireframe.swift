import ScreenKit
import Storage

/// The add-contact wireframe: assembles the module, presents it modally in its
/// own navigation controller, and dismisses it. It lives as long as the
/// module's presenter, which owns it.
@MainActor
final class AddContactWireframe: AddContactWireframeProtocol {
  /// The navigation controller presented; weak, the presenting screen owns it.
  private(set) weak var presentedViewController: ViewController?

  private init() {}

  /// Builds the add-contact module on `contactStore`, presents it over
  /// `presenting`, and reports to `delegate`.
  static func presentAddInterface(
    from presenting: ViewController, contactStore: any ContactStore,
    delegate: any AddContactModuleDelegate
  ) {
    let wireframe = AddContactWireframe()
    let interactor = AddContactInteractor(dataManager: AddContactDataManager(store: contactStore))
    let presenter = AddContactPresenter(interactor: interactor, wireframe: wireframe)
    let view = AddContactViewController(eventHandler: presenter)
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
