import Entities
import ScreenUI

/// The app: two tabs, Contacts and Upcoming, each a navigation stack whose root
/// is its list. It hands each list the services and calendar it is made with.
struct AppView: View {
  let contactService: any ContactServiceProtocol
  let todoService: any TodoServiceProtocol
  let clock: any DayClock
  let firstWeekday: Weekday

  var body: some View {
    TabView {
      NavigationStack {
        ContactListView(service: contactService)
      }
      .tabItem { Text("Contacts") }
      NavigationStack {
        UpcomingListView(service: todoService, clock: clock, firstWeekday: firstWeekday)
      }
      .tabItem { Text("Upcoming") }
    }
  }
}
