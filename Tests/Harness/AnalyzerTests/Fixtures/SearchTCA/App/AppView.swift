import ComposableArchitecture
import SwiftUI

struct AppView: View {
  let store: StoreOf<AppFeature>

  var body: some View {
    NavigationStack {
      SearchView(store: store.scope(state: \.search, action: \.search))
    }
  }
}
