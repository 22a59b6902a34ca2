import ScreenKit
import Storage

/// The contact list's wireframe: assembles the module (view, presenter,
/// interactor, data manager) and knows how to present the add-contact module
/// over the list.
@MainActor
final class ContactListWireframe: ContactListWireframeProtocol {
  private let contactStore: any ContactStore
  /// The list's screen, to present from; weak, since the presenter owns this
  /// wireframe and the navigation controller owns the screen.
  private(set) weak var viewController: ViewController?

  private init(contactStore: any ContactStore) {
    self.contactStore = contactStore
  }

  /// Builds the contact list module on `contactStore` and returns its screen,
  /// which owns the rest of the module.
  static func makeModule(contactStore: any ContactStore) -> ViewController {
    let wireframe = ContactListWireframe(contactStore: contactStore)
    let interactor = ContactListInteractor(dataManager: ContactListDataManager(store: contactStore))
    let presenter = ContactListPresenter(interactor: interactor, wireframe: wireframe)
    let view = ContactListViewController(eventHandler: presenter)
    presenter.userInterface = view
    interactor.output = presenter
    wireframe.viewController = view
    return view
  }

  func presentAddInterface(delegate: any AddContactModuleDelegate) {
    guard let viewController else { return }
    AddContactWireframe.presentAddInterface(
      from: viewController, contactStore: contactStore, delegate: delegate)
  }
}
