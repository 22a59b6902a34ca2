import Entities
import ScreenKit
import Storage

/// The app's root coordinator: it builds the services and the tab bar, and
/// starts one flow coordinator per tab (Contacts, Upcoming), its children.
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

  /// Starts both tabs' flows and returns the tab bar holding their stacks, Contacts first.
  func start() -> TabBarController {
    let contacts = ContactsCoordinator(service: ContactService(store: contactStore))
    let upcoming = UpcomingCoordinator(
      service: TodoService(store: todoStore), clock: clock, firstWeekday: firstWeekday)
    addChild(contacts)
    addChild(upcoming)
    return TabBarController(viewControllers: [contacts.start(), upcoming.start()])
  }
}
