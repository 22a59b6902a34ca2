import Entities
import ScreenKit
import Storage

/// Assembles the VIPER app: a tab bar with the Contacts and Upcoming stacks.
///
/// The public entry every architecture shares; in VIPER, assembly is the
/// wireframes' job, so this hands over to ``RootWireframe``.
public enum AppBuilder {
  /// The root screen of the app, wired to the given stores and calendar.
  @MainActor
  public static func makeRootViewController(
    contactStore: any ContactStore, todoStore: any TodoStore, clock: any DayClock,
    firstWeekday: Weekday
  ) -> ViewController {
    RootWireframe.makeRootInterface(
      contactStore: contactStore, todoStore: todoStore, clock: clock, firstWeekday: firstWeekday)
  }
}
