import ComposableArchitectureUI
import ScreenUI

/// The Upcoming list: the sections of its store's state, `+` sent as an
/// action, Add Item in a sheet while the state holds it, `No Upcoming Items`
/// when empty, and the Error alert. It reads the list when it appears (the
/// reducer reads storage the first time).
struct UpcomingListView: View {
  /// The list's store, scoped from the app's.
  @Bindable var store: StoreOf<UpcomingListFeature>

  var body: some View {
    List {
      ForEach(store.groups) { group in
        Section(group.section.title) {
          ForEach(group.rows) { row in
            if let day = row.dayLabel {
              LabeledContent(row.title, value: day)
            } else {
              Text(row.title)
            }
          }
        }
      }
    }
    .overlay {
      if store.groups.isEmpty { ContentUnavailableView("No Upcoming Items") }
    }
    .navigationTitle("Upcoming")
    .toolbar {
      ToolbarItem(placement: .primaryAction) {
        Button("+") { store.send(.addButtonTapped) }
      }
    }
    .sheet(item: $store.scope(state: \.addItem, action: \.addItem)) { addItemStore in
      NavigationStack {
        AddItemView(store: addItemStore)
      }
    }
    .alert($store.scope(state: \.alert, action: \.alert))
    .onAppear { store.send(.onAppear) }
  }
}
