import Entities
import ScreenKit

/// The Upcoming list's router: presents the add-item scene, which it has
/// assembled on the same to-dos worker and clock and told where to pass its
/// result back.
@MainActor
final class UpcomingListRouter: UpcomingListRoutingLogic, UpcomingListDataPassing {
  /// The scene's view controller; weak, since it owns this router.
  weak var viewController: UpcomingListViewController?
  /// The scene's interactor, whose data other scenes' routers fill.
  var dataStore: (any UpcomingListDataStore)?
  /// The worker and clock the add-item scene works with.
  private let worker: TodosWorker
  private let clock: any DayClock

  /// Creates the router; `worker` and `clock` are handed to the scene it presents.
  init(worker: TodosWorker, clock: any DayClock) {
    self.worker = worker
    self.clock = clock
  }

  func routeToAddItem() {
    guard let viewController else { return }
    let destination = AddItemConfigurator.makeScene(worker: worker, clock: clock, returningTo: viewController)
    navigateToAddItem(source: viewController, destination: destination)
  }

  /// Presents `destination` modally in its own navigation controller.
  func navigateToAddItem(source: UpcomingListViewController, destination: AddItemViewController) {
    source.present(NavigationController(rootViewController: destination))
  }
}
