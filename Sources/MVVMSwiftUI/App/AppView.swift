import Entities
import ScreenUI
import Storage

/// The app: two tabs, Contacts and Upcoming, each a navigation stack whose root
/// is its list. It hands each list the stores and calendar it is made with.
struct AppView: View {
  let contactStore: any ContactStore
  let todoStore: any TodoStore
  let clock: any DayClock
  let firstWeekday: Weekday

  var body: some View {
    TabView {
      NavigationStack {
        ContactListView(store: contactStore)
      }
      .tabItem { Text("Contacts") }
      NavigationStack {
        UpcomingListView(store: todoStore, clock: clock, firstWeekday: firstWeekday)
      }
      .tabItem { Text("Upcoming") }
    }
  }
}
