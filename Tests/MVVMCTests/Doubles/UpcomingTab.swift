import CaseBook
import Entities
import ScreenKit
import Testing

@testable import MVVMC

/// The Upcoming tab as its coordinator starts it, on a stub service: the
/// stack, the coordinator and the list's view model, the list loaded as when
/// its view loads. Forms come up through the list's `+` and the coordinator.
@MainActor
struct UpcomingTab {
  /// The stub the screens read and save through.
  let service: StubTodoService
  /// The tab's coordinator.
  let coordinator: UpcomingCoordinator
  /// The stack the coordinator returned; the test holds it, as the tab bar would.
  let stack: NavigationController
  /// The list's view model, found on the stack's root screen.
  let list: UpcomingListViewModel

  /// The tab on `service`, on `clock`, weeks starting on `firstWeekday`, its list loaded.
  init(service: StubTodoService = StubTodoService(), clock: any DayClock, firstWeekday: Weekday = .sunday)
    throws
  {
    self.service = service
    coordinator = UpcomingCoordinator(service: service, clock: clock, firstWeekday: firstWeekday)
    stack = coordinator.start()
    stack.topViewController?.loadViewIfNeeded()
    list = try #require(ObjectGraph.child("viewModel", of: stack.topViewController))
  }

  /// The Add Item screen presented over the tab, if any.
  var formScreen: ViewController? {
    (stack.presentedViewController as? NavigationController)?.topViewController
  }

  /// The view model of the Add Item screen presented over the tab, if any.
  var form: AddItemViewModel? { ObjectGraph.child("viewModel", of: formScreen) }

  /// Taps `+` through the list's view model, expects the coordinator to start
  /// one child flow, and returns the form it presented.
  func openForm() throws -> AddItemViewModel {
    list.addTapped()
    #expect(coordinator.childCoordinators.count == 1)
    #expect(coordinator.childCoordinators.first is AddItemCoordinator)
    return try #require(form)
  }

  /// Whether no add flow runs: no form presented, no child coordinator kept.
  var flowEnded: Bool { stack.presentedViewController == nil && coordinator.childCoordinators.isEmpty }
}
