import Entities
import ScreenKit
import Storage

/// The app's root coordinator: it builds the services and starts one flow
/// coordinator per tab (Contacts, Upcoming), which it keeps as its children for
/// as long as it lives. It is kept, for the app's lifetime, by the root screen
/// (`AppBuilder.RootTabBarController`), as an app delegate keeps it in UIKit.
final class AppCoordinator: CoordinatorProtocol {
  var childCoordinators: [any CoordinatorProtocol] = []
  private let contactStore: any ContactStore
  private let todoStore: any TodoStore
  private let clock: any DayClock
  private let firstWeekday: Weekday

  /// A coordinator for the app on these stores, with today from `clock` and
  /// weeks starting on `firstWeekday`.
  init(contactStore: any ContactStore, todoStore: any TodoStore, clock: any DayClock, firstWeekday: Weekday) {
    self.contactStore = contactStore
    self.todoStore = todoStore
    self.clock = clock
    self.firstWeekday = firstWeekday
  }

  /// Starts both tabs' flows, keeping their coordinators as children, and
  /// returns the tabs' stacks, Contacts first, for the root tab bar.
  func start() -> [NavigationController] {
    let contacts = ContactsCoordinator(service: ContactService(store: contactStore))
    let upcoming = UpcomingCoordinator(
      service: TodoService(store: todoStore), clock: clock, firstWeekday: firstWeekday)
    addChild(contacts)
    addChild(upcoming)
    return [contacts.start(), upcoming.start()]
  }
}
