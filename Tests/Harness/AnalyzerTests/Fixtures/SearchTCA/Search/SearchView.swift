import ComposableArchitecture
import SwiftUI

struct SearchView: View {
  @Bindable var store: StoreOf<SearchFeature>

  var body: some View {
    List(store.results) { location in
      HStack {
        Text(location.name)
        Spacer()
        Button("Favorite") { store.send(.favoriteTapped(location.name)) }
      }
    }
    .overlay {
      if store.isLoading { ProgressView() }
    }
    .searchable(text: $store.query)
    .navigationTitle("Search")
  }
}
