import Entities
import ScreenKit
import Storage

/// Assembles the MVP app: a tab bar with the Contacts and Upcoming stacks.
public enum AppBuilder {
  /// The root screen of the app, wired to the given stores and calendar.
  @MainActor
  public static func makeRootViewController(
    contactStore: any ContactStore, todoStore: any TodoStore, clock: any DayClock,
    firstWeekday: Weekday
  ) -> ViewController {
    TabBarController(viewControllers: [])
  }
}
