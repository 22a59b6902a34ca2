import Entities
import ScreenKit
import Storage

/// Assembles the MVC app: a tab bar with the Contacts and Upcoming stacks.
///
/// In MVC there is no assembly layer: each view controller is handed the model
/// objects it talks to, and creates the screens it presents.
public enum AppBuilder {
  /// The root screen of the app, wired to the given stores and calendar.
  @MainActor
  public static func makeRootViewController(
    contactStore: any ContactStore, todoStore: any TodoStore, clock: any DayClock,
    firstWeekday: Weekday
  ) -> ViewController {
    let contacts = ContactListViewController(store: contactStore)
    let upcoming = UpcomingListViewController(store: todoStore, clock: clock, firstWeekday: firstWeekday)
    return TabBarController(viewControllers: [
      NavigationController(rootViewController: contacts),
      NavigationController(rootViewController: upcoming),
    ])
  }
}
