/// The contact list's configurator: assembles the scene on an injected worker
/// (view controller, interactor, presenter, router) and wires the VIP cycle,
/// with the references back to the view controller weak.
@MainActor
enum ContactListConfigurator {
  /// The contact list scene on `worker`; its view controller owns the rest.
  static func makeScene(worker: ContactsWorker) -> ContactListViewController {
    let viewController = ContactListViewController()
    let interactor = ContactListInteractor(worker: worker)
    let presenter = ContactListPresenter()
    let router = ContactListRouter(worker: worker)
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
    return viewController
  }
}
