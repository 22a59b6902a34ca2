import Entities
import ScreenKit
import Storage

/// The limit: the least any implementation of the app must do — the same rows
/// fetched through GRDB (`SQLiteStore`) and the visible ones drawn, nothing else.
///
/// Each list shows the rows in the order the store returns them (by id), in
/// one section, as the text of each row: no sort key, no sort, no sections, no
/// day labels. An add is one insert and the row appended. Its screens are not
/// the feature's (the rows are unsorted), so it is checked for the number of
/// rows only. The floor's time divided by the limit's is what sorting,
/// grouping and labelling cost at the least.
public enum LimitApp {
  /// A tab bar with the Contacts and Upcoming stacks, on `store`, with today fixed to `today`.
  @MainActor
  public static func makeRootViewController(store: SQLiteStore, today: Day) -> ViewController {
    TabBarController(viewControllers: [
      NavigationController(rootViewController: LimitContactListViewController(store: store)),
      NavigationController(rootViewController: LimitUpcomingListViewController(store: store, today: today)),
    ])
  }
}
