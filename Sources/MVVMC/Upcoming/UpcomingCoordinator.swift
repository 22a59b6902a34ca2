import Entities
import ScreenKit

/// The Upcoming tab's flow: it builds the Upcoming list in its navigation
/// stack, and, when the list asks for Add Item, starts that flow's coordinator
/// as its child, keeps it while the flow lives, and hands the item it saved to
/// the list.
final class UpcomingCoordinator: CoordinatorProtocol {
  var childCoordinators: [any CoordinatorProtocol] = []
  /// The tab's stack; held weakly, as the tab bar owns it (and the app coordinator owns this one).
  private(set) weak var navigationController: NavigationController?
  /// The list's view model, told of each item added.
  private weak var listViewModel: UpcomingListViewModel?
  private let service: any TodoServiceProtocol
  private let clock: any DayClock
  private let firstWeekday: Weekday

  /// A flow on `service`, handed to the screens it builds; the list takes
  /// today from `clock`, and weeks start on `firstWeekday`.
  init(service: any TodoServiceProtocol, clock: any DayClock, firstWeekday: Weekday) {
    self.service = service
    self.clock = clock
    self.firstWeekday = firstWeekday
  }

  /// Builds the Upcoming list in a navigation stack, and returns the stack.
  func start() -> NavigationController {
    let viewModel = UpcomingListViewModel(
      service: service, delegate: self, clock: clock, firstWeekday: firstWeekday)
    let stack = NavigationController(rootViewController: UpcomingListViewController(viewModel: viewModel))
    listViewModel = viewModel
    navigationController = stack
    return stack
  }
}

extension UpcomingCoordinator: UpcomingListViewModelDelegate {
  func upcomingListViewModel(_ viewModel: UpcomingListViewModel, didRequestNewItemFor today: Day) {
    guard let navigationController else { return }
    let child = AddItemCoordinator(
      presenter: navigationController, today: today, service: service, delegate: self)
    addChild(child)
    child.start()
  }
}

extension UpcomingCoordinator: AddItemCoordinatorDelegate {
  func addItemCoordinator(_ coordinator: AddItemCoordinator, didAdd item: TodoItem) {
    removeChild(coordinator)
    listViewModel?.insert(item)
  }

  func addItemCoordinatorDidCancel(_ coordinator: AddItemCoordinator) {
    removeChild(coordinator)
  }
}
