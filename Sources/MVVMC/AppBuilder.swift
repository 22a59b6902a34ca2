import Entities
import ScreenKit
import Storage

/// Assembles the MVVM-C app: the app coordinator, started, gives the tab bar
/// with the Contacts and Upcoming stacks.
///
/// This is the composition root: the one place that knows the storage
/// implementation. The coordinators build every screen from here on. The
/// caller keeps the root view controller only (there is no app delegate to
/// keep the app coordinator), so each tab's flow coordinator is kept by its
/// list's view model, and each add flow's coordinator by its parent.
public enum AppBuilder {
  /// The root screen of the app, wired to the given stores and calendar.
  @MainActor
  public static func makeRootViewController(
    contactStore: any ContactStore, todoStore: any TodoStore, clock: any DayClock,
    firstWeekday: Weekday
  ) -> ViewController {
    AppCoordinator(contactStore: contactStore, todoStore: todoStore, clock: clock, firstWeekday: firstWeekday)
      .start()
  }
}
