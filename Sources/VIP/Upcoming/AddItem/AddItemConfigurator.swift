import Entities

/// The add-item configurator: assembles the scene on an injected worker and
/// clock and wires the VIP cycle, the router knowing the list it returns to.
@MainActor
enum AddItemConfigurator {
  /// The add-item scene on `worker` and `clock`, passing its result back to `upcomingList`.
  static func makeScene(
    worker: TodosWorker, clock: any DayClock, returningTo upcomingList: UpcomingListViewController?
  ) -> AddItemViewController {
    let viewController = AddItemViewController()
    let interactor = AddItemInteractor(worker: worker, clock: clock)
    let presenter = AddItemPresenter()
    let router = AddItemRouter()
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
    router.upcomingListViewController = upcomingList
    return viewController
  }
}
