import ComposableArchitectureKit

/// The app's reducer: it composes the two tabs' features, each on its part of
/// the app's state, so the whole app is one state driven by one store.
struct AppFeature: Reducer {
  /// Both tabs' state.
  struct State: Equatable, ObservableState, Sendable {
    /// The Contacts tab.
    @ObservationStateTracked var contactList = ContactListFeature.State()
    /// The Upcoming tab.
    @ObservationStateTracked var upcomingList = UpcomingListFeature.State()
    /// Its identity, which `@ObservableState` would add.
    let _$id = ObservableStateID()
  }

  /// An action of one of the tabs.
  enum Action: Equatable, Sendable {
    /// An action of the Contacts tab.
    case contactList(ContactListFeature.Action)
    /// An action of the Upcoming tab.
    case upcomingList(UpcomingListFeature.Action)
  }

  /// Each tab's feature on its part of the state, for its actions.
  var body: some ReducerOf<Self> {
    Scope(state: \.contactList, action: \.contactList) {
      ContactListFeature()
    }
    Scope(state: \.upcomingList, action: \.upcomingList) {
      UpcomingListFeature()
    }
  }
}
