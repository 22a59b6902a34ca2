import Entities
import ScreenKit
import Storage

/// Assembles the MVP app: a tab bar with the Contacts and Upcoming stacks.
///
/// This is where MVP's dependency injection happens: each list screen gets a
/// presenter, and each presenter a service on the store it needs. The list
/// presenters then create the presenters of the screens they open.
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

  /// The contact list, its presenter and its service.
  @MainActor
  static func makeContactList(store: any ContactStore) -> ContactListViewController {
    ContactListViewController(presenter: ContactListPresenter(service: ContactService(store: store)))
  }

  /// The Upcoming list, its presenter and its service.
  @MainActor
  static func makeUpcomingList(
    store: any TodoStore, clock: any DayClock, firstWeekday: Weekday
  ) -> UpcomingListViewController {
    UpcomingListViewController(
      presenter: UpcomingListPresenter(
        service: TodoService(store: store), clock: clock, firstWeekday: firstWeekday))
  }
}
