import ComposableArchitecture
import Foundation

@Reducer
struct SearchFeature {
  @ObservableState
  struct State: Equatable {
    var query = ""
    var results: [Location] = []
    var isLoading = false
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case searchResponse(Result<[Location], any Error>)
    case favoriteTapped(String)
  }

  @Dependency(\.weatherClient) var weatherClient
  @Dependency(\.continuousClock) var clock

  private enum CancelID { case search }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.query):
        guard !state.query.isEmpty else {
          state.results = []
          return .cancel(id: CancelID.search)
        }
        state.isLoading = true
        return .run { [query = state.query] send in
          try await clock.sleep(for: .milliseconds(300))
          await send(.searchResponse(Result { try await weatherClient.search(query) }))
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)
      case .binding:
        return .none
      case .searchResponse(.success(let locations)):
        state.isLoading = false
        state.results = locations
        return .none
      case .searchResponse(.failure):
        state.isLoading = false
        state.results = []
        return .none
      case .favoriteTapped:
        return .none
      }
    }
  }
}
