import Entities
import ScreenKit
import Storage

/// Assembles the MVVM-C app, as an app delegate does at launch: it creates the
/// app coordinator, starts it, and returns the root screen, a tab bar with the
/// Contacts and Upcoming stacks that keeps the app coordinator for the app's
/// lifetime.
///
/// This is the composition root: the one place that knows the storage
/// implementation. The coordinators build every screen from here on. In UIKit
/// the app delegate would keep the app coordinator; the caller here keeps the
/// root screen only, so the root screen keeps it (``RootTabBarController``).
public enum AppBuilder {
  /// The root screen of the app, wired to the given stores and calendar.
  @MainActor
  public static func makeRootViewController(
    contactStore: any ContactStore, todoStore: any TodoStore, clock: any DayClock,
    firstWeekday: Weekday
  ) -> ViewController {
    let appCoordinator = AppCoordinator(
      contactStore: contactStore, todoStore: todoStore, clock: clock, firstWeekday: firstWeekday)
    let tabs = appCoordinator.start()
    return RootTabBarController(appCoordinator: appCoordinator, viewControllers: tabs)
  }

  /// The app's root screen: the tab bar, which keeps the app coordinator for as
  /// long as the app runs — the part an app delegate plays in a UIKit app.
  ///
  /// Nothing else keeps the app coordinator, and the coordinators hold no
  /// screen strongly, so the app, coordinators included, goes when this goes.
  final class RootTabBarController: TabBarController {
    /// The app's coordinator, which keeps the tabs' coordinators as its children.
    let appCoordinator: AppCoordinator

    /// Tabs for `viewControllers`, keeping `appCoordinator`, which started them.
    init(appCoordinator: AppCoordinator, viewControllers: [ViewController]) {
      self.appCoordinator = appCoordinator
      super.init(viewControllers: viewControllers)
    }
  }
}
