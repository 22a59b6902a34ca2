import Entities
import ScreenUI
import Storage

/// Assembles the MVVM-SwiftUI app: its views on the stores, hosted for
/// ScreenKit's window. The view models call the storage target's protocols
/// directly, as MV's models do: the two SwiftUI-era modules differ by their view
/// models only (Q9, `Docs/Claims.md`).
///
/// This is the composition root: the one place that knows the storage
/// implementation. Each view makes its own view model from what it is given.
public enum AppBuilder {
  /// The root screen of the app, wired to the given stores and calendar.
  @MainActor
  public static func makeRootViewController(
    contactStore: any ContactStore, todoStore: any TodoStore, clock: any DayClock,
    firstWeekday: Weekday
  ) -> ViewController {
    ScreenUI.makeRootViewController(
      AppView(
        contactStore: contactStore, todoStore: todoStore,
        clock: clock, firstWeekday: firstWeekday))
  }
}
