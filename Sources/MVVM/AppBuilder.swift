import Entities
import ScreenKit
import Storage

/// Assembles the MVVM app: a tab bar with the Contacts and Upcoming stacks.
///
/// This is the composition root: the one place that knows the storage
/// implementation. It builds each list screen from its service, router, view
/// model and view controller; the list routers build the screens they present.
public enum AppBuilder {
  /// The root screen of the app, wired to the given stores and calendar.
  @MainActor
  public static func makeRootViewController(
    contactStore: any ContactStore, todoStore: any TodoStore, clock: any DayClock,
    firstWeekday: Weekday
  ) -> ViewController {
    TabBarController(viewControllers: [
      NavigationController(rootViewController: makeContactList(store: contactStore)),
      NavigationController(
        rootViewController: makeUpcomingList(store: todoStore, clock: clock, firstWeekday: firstWeekday)),
    ])
  }

  /// The contact list screen, on `store`.
  @MainActor
  static func makeContactList(store: any ContactStore) -> ViewController {
    let service = ContactService(store: store)
    let router = ContactListRouter(service: service)
    let viewModel = ContactListViewModel(service: service, router: router)
    let viewController = ContactListViewController(viewModel: viewModel)
    router.viewController = viewController
    return viewController
  }

  /// The Upcoming list screen, on `store`, with today from `clock` and weeks
  /// starting on `firstWeekday`.
  @MainActor
  static func makeUpcomingList(store: any TodoStore, clock: any DayClock, firstWeekday: Weekday)
    -> ViewController
  {
    let service = TodoService(store: store)
    let router = UpcomingListRouter(service: service)
    let viewModel = UpcomingListViewModel(
      service: service, router: router, clock: clock, firstWeekday: firstWeekday)
    let viewController = UpcomingListViewController(viewModel: viewModel)
    router.viewController = viewController
    return viewController
  }
}
