import Entities
import ScreenKit
import Storage

/// Assembles the Clean Swift app: a tab bar with the Contacts and Upcoming stacks.
///
/// The public entry every architecture shares. It makes the workers on the
/// injected stores and has each list scene's configurator wire the scene.
public enum AppBuilder {
  /// The root screen of the app, wired to the given stores and calendar.
  @MainActor
  public static func makeRootViewController(
    contactStore: any ContactStore, todoStore: any TodoStore, clock: any DayClock,
    firstWeekday: Weekday
  ) -> ViewController {
    let contacts = ContactListConfigurator.makeScene(worker: ContactsWorker(store: contactStore))
    let upcoming = UpcomingListConfigurator.makeScene(
      worker: TodosWorker(store: todoStore), clock: clock, firstWeekday: firstWeekday)
    return TabBarController(viewControllers: [
      NavigationController(rootViewController: contacts),
      NavigationController(rootViewController: upcoming),
    ])
  }
}
