import ComposableArchitectureUI
import ScreenUI

/// The contact list: the rows of its store's state, `+` sent as an action,
/// New Contact in a sheet while the state holds it, `No Contacts` when empty,
/// and the Error alert. It reads the list when it appears (the reducer reads
/// storage the first time).
struct ContactListView: View {
  /// The list's store, scoped from the app's.
  @Bindable var store: StoreOf<ContactListFeature>

  var body: some View {
    List {
      ForEach(store.rows) { row in
        Text(row.fullName)
      }
    }
    .overlay {
      if store.rows.isEmpty { ContentUnavailableView("No Contacts") }
    }
    .navigationTitle("Contacts")
    .toolbar {
      ToolbarItem(placement: .primaryAction) {
        Button("+") { store.send(.addButtonTapped) }
      }
    }
    .sheet(item: $store.scope(state: \.addContact, action: \.addContact)) { addContactStore in
      NavigationStack {
        AddContactView(store: addContactStore)
      }
    }
    .alert($store.scope(state: \.alert, action: \.alert))
    .onAppear { store.send(.onAppear) }
  }
}
