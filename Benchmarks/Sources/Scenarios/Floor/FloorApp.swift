import Entities
import ScreenKit
import Storage

/// The floor: the app's screens with no architecture in between.
///
/// One view controller per screen, each its own table data source, calling the
/// concrete `SQLiteStore` directly: the same storage reads as the modules (all
/// contacts; the items due from today through next week), sorted and grouped
/// by the feature's rules in one pass, the same ScreenKit containers, tables
/// and driver. An add is one insert, then the new row is put in place in the
/// list already loaded (no reload). No validation, no error alert, no
/// protocols, no layers: what any architecture must at least do to show the
/// same screens, so that an architecture's cost can be read as a ratio to it.
public enum FloorApp {
  /// A tab bar with the Contacts and Upcoming stacks, on `store`, with today
  /// fixed to `today` and weeks starting on Sunday.
  @MainActor
  public static func makeRootViewController(store: SQLiteStore, today: Day) -> ViewController {
    TabBarController(viewControllers: [
      NavigationController(rootViewController: FloorContactListViewController(store: store)),
      NavigationController(rootViewController: FloorUpcomingListViewController(store: store, today: today)),
    ])
  }
}
