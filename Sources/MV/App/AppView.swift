import ScreenUI

/// The app: a tab per feature. It holds the models for as long as the app
/// lives and puts them in the environment, where every view below finds them.
struct AppView: View {
  let contactBook: ContactBook
  let agenda: Agenda

  var body: some View {
    TabView {
      NavigationStack { ContactListView() }.tabItem { Text("Contacts") }
      NavigationStack { UpcomingListView() }.tabItem { Text("Upcoming") }
    }
    .environment(contactBook)
    .environment(agenda)
  }
}
