import Entities
import ScreenKit
import Storage

/// The floor with UIKit's diffable data source: the same screens as ``FloorApp``, with the
/// same reads, sorting and grouping, but each list tells its table what changed by applying a
/// snapshot of every identifier (`TableViewDiffableDataSource`, hashing each one, as UIKit's
/// does) instead of inserting the row it knows it added. What this costs over ``FloorApp`` is
/// identity diffing, which UIKit apps that use a diffable data source pay too.
public enum FloorDiffableApp {
  /// A tab bar with the Contacts and Upcoming stacks, on `store`, with today fixed to
  /// `today` and weeks starting on Sunday.
  @MainActor
  public static func makeRootViewController(store: SQLiteStore, today: Day) -> ViewController {
    TabBarController(viewControllers: [
      NavigationController(rootViewController: FloorDiffableContactListViewController(store: store)),
      NavigationController(
        rootViewController: FloorDiffableUpcomingListViewController(store: store, today: today)),
    ])
  }
}
