/// The add-contact configurator: assembles the scene on an injected worker and
/// wires the VIP cycle, the router knowing the list it returns to.
@MainActor
enum AddContactConfigurator {
  /// The add-contact scene on `worker`, passing its result back to `contactList`.
  static func makeScene(worker: ContactsWorker, returningTo contactList: ContactListViewController?)
    -> AddContactViewController
  {
    let viewController = AddContactViewController()
    let interactor = AddContactInteractor(worker: worker)
    let presenter = AddContactPresenter()
    let router = AddContactRouter()
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
    router.contactListViewController = contactList
    return viewController
  }
}
