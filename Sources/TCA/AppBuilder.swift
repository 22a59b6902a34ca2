import Entities
import ScreenKit
import Storage

/// Assembles the TCA app: one store running the app's feature, and a tab bar
/// with the Contacts and Upcoming stacks, each screen on its part of the store.
///
/// This is the composition root: the one place that knows the storage
/// implementation, which it wraps in the features' clients.
public enum AppBuilder {
  /// The root screen of the app, wired to the given stores and calendar.
  @MainActor
  public static func makeRootViewController(
    contactStore: any ContactStore, todoStore: any TodoStore, clock: any DayClock,
    firstWeekday: Weekday
  ) -> ViewController {
    let store = Store(
      initialState: AppFeature.State(),
      reducer: AppFeature(
        contacts: .live(contactStore), todos: .live(todoStore), clock: clock, firstWeekday: firstWeekday))
    return TabBarController(viewControllers: [
      NavigationController(
        rootViewController: ContactListViewController(
          store: store.scope(state: \.contactList, action: AppFeature.Action.contactList))),
      NavigationController(
        rootViewController: UpcomingListViewController(
          store: store.scope(state: \.upcomingList, action: AppFeature.Action.upcomingList))),
    ])
  }
}
