import Entities
import ScreenUI
import Storage

/// Assembles the MVVM-SwiftUI app: the services on the stores, and the app's
/// views on the services, hosted for ScreenKit's window.
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
        contactService: ContactService(store: contactStore), todoService: TodoService(store: todoStore),
        clock: clock, firstWeekday: firstWeekday))
  }
}
