import Entities
import ScreenKit
import Storage

/// The root wireframe: owns the app's top-level navigation, a tab bar holding
/// the Contacts and Upcoming list modules, each at the root of its own stack.
@MainActor
enum RootWireframe {
  /// Builds both list modules through their wireframes and puts them in tabs.
  static func makeRootInterface(
    contactStore: any ContactStore, todoStore: any TodoStore, clock: any DayClock,
    firstWeekday: Weekday
  ) -> ViewController {
    let contacts = ContactListWireframe.makeModule(contactStore: contactStore)
    let upcoming = UpcomingListWireframe.makeModule(
      todoStore: todoStore, clock: clock, firstWeekday: firstWeekday)
    return TabBarController(viewControllers: [
      NavigationController(rootViewController: contacts),
      NavigationController(rootViewController: upcoming),
    ])
  }
}
