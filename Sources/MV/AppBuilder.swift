import Entities
import ScreenUI
import Storage

/// Assembles the MV app: the two observable models on the injected storage,
/// clock and calendar, handed to the root view, which puts them in the
/// environment of every view below it.
///
/// In MV there is no assembly per screen: views find the models they read in
/// the environment, and keep their own screen state (`@State`) themselves.
public enum AppBuilder {
  /// The root screen of the app, wired to the given stores and calendar.
  @MainActor
  public static func makeRootViewController(
    contactStore: any ContactStore, todoStore: any TodoStore, clock: any DayClock,
    firstWeekday: Weekday
  ) -> ViewController {
    let contactBook = ContactBook(store: contactStore)
    let agenda = Agenda(store: todoStore, clock: clock, firstWeekday: firstWeekday)
    return ScreenUI.makeRootViewController(AppView(contactBook: contactBook, agenda: agenda))
  }
}
