import ComposableArchitectureUI
import ScreenUI

/// The app: two tabs, Contacts and Upcoming, each a navigation stack whose
/// root is its list, on its part of the app's store.
struct AppView: View {
  /// The app's store.
  let store: StoreOf<AppFeature>

  var body: some View {
    TabView {
      NavigationStack {
        ContactListView(store: store.scope(state: \.contactList, action: \.contactList))
      }
      .tabItem { Text("Contacts") }
      NavigationStack {
        UpcomingListView(store: store.scope(state: \.upcomingList, action: \.upcomingList))
      }
      .tabItem { Text("Upcoming") }
    }
  }
}
