import ComposableArchitectureKit
import Entities
import ScreenKit
import Storage

/// Assembles the TCA app: one store running the app's feature, and a tab bar
/// with the Contacts and Upcoming stacks, each screen on its part of the store.
///
/// This is the composition root: the one place that knows the storage
/// implementation, which it wraps in the features' clients, set as the
/// store's dependencies.
public enum AppBuilder {
  /// The root screen of the app, wired to the given stores and calendar.
  @MainActor
  public static func makeRootViewController(
    contactStore: any ContactStore, todoStore: any TodoStore, clock: any DayClock,
    firstWeekday: Weekday
  ) -> ViewController {
    let store = Store(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.contactsClient = .live(contactStore)
      $0.todosClient = .live(todoStore)
      $0.dayClock = clock
      $0.firstWeekday = firstWeekday
    }
    return TabBarController(viewControllers: [
      NavigationController(
        rootViewController: ContactListViewController(
          store: store.scope(state: \.contactList, action: \.contactList))),
      NavigationController(
        rootViewController: UpcomingListViewController(
          store: store.scope(state: \.upcomingList, action: \.upcomingList))),
    ])
  }
}
