import Entities

/// The Upcoming list's configurator: assembles the scene on an injected worker,
/// clock and first weekday (view controller, interactor, presenter, router)
/// and wires the VIP cycle, with the references back to the view controller weak.
@MainActor
enum UpcomingListConfigurator {
  /// The Upcoming list scene; its view controller owns the rest.
  static func makeScene(worker: TodosWorker, clock: any DayClock, firstWeekday: Weekday)
    -> UpcomingListViewController
  {
    let viewController = UpcomingListViewController()
    let interactor = UpcomingListInteractor(worker: worker, clock: clock, firstWeekday: firstWeekday)
    let presenter = UpcomingListPresenter()
    let router = UpcomingListRouter(worker: worker, clock: clock)
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
    return viewController
  }
}
