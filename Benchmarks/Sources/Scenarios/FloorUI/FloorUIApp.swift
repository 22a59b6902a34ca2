import Entities
import ScreenUI
import Storage

/// The floor on ScreenUI: the app's screens written directly on the SwiftUI-shaped toolkit
/// with the least code, as ``FloorApp`` is on ScreenKit.
///
/// One view per screen, each list holding its rows in its own `@State`, read once from the
/// concrete `SQLiteStore` when it appears, sorted and grouped by the same rules and keys as
/// ``FloorApp``; an add is one insert, then the row put in place in the rows already loaded
/// (no reload). No model, no validation, no alert, no protocol: what any architecture on
/// ScreenUI must at least do to show the same screens, so that a SwiftUI-shaped module's
/// cost can be read against its own toolkit's floor, and ScreenUI's own cost against
/// ScreenKit's floor.
public enum FloorUIApp {
  /// A tab view with the Contacts and Upcoming stacks, on `store`, with today fixed to
  /// `today` and weeks starting on Sunday.
  @MainActor
  public static func makeRootViewController(store: SQLiteStore, today: Day) -> ViewController {
    ScreenUI.makeRootViewController(FloorUIRoot(store: store, today: today))
  }
}

/// The two tabs.
struct FloorUIRoot: View {
  let store: SQLiteStore
  let today: Day

  var body: some View {
    TabView {
      NavigationStack { FloorUIContactList(store: store) }
        .tabItem { Text("Contacts") }
      NavigationStack { FloorUIUpcomingList(store: store, today: today) }
        .tabItem { Text("Upcoming") }
    }
  }
}
