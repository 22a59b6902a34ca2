import ComposableArchitecture

@Reducer
struct AppFeature {
  @ObservableState
  struct State: Equatable {
    var search = SearchFeature.State()
    var favorites: [String] = []
  }

  enum Action {
    case search(SearchFeature.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.search, action: \.search) { SearchFeature() }
    Reduce { state, action in
      switch action {
      case .search(.favoriteTapped(let name)):
        state.favorites.append(name)
        return .none
      case .search:
        return .none
      }
    }
  }
}
