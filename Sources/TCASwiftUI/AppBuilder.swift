import ComposableArchitectureUI
import Entities
import ScreenUI
import Storage

/// Assembles the TCA-SwiftUI app: one store running the app's feature on the
/// live clients, and the app's views on it, hosted for ScreenKit's window.
///
/// This is the composition root: the one place that knows the storage
/// implementation, which it wraps in the features' clients, set as the
/// store's dependencies.
public enum AppBuilder {
  /// The root screen of the app, wired to the given stores and calendar.
  @MainActor
  public static func makeRootViewController(
    contactStore: any ContactStore, todoStore: any TodoStore, clock: any DayClock,
    firstWeekday: Weekday
  ) -> ViewController {
    let store = Store(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.contactsClient = .live(contactStore)
      $0.todosClient = .live(todoStore)
      $0.dayClock = clock
      $0.firstWeekday = firstWeekday
    }
    return ScreenUI.makeRootViewController(AppView(store: store))
  }
}
