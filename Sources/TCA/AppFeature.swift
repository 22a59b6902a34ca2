import Entities

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

  private let contactList: Scope<State, Action, ContactListFeature>
  private let upcomingList: Scope<State, Action, UpcomingListFeature>

  /// The app's logic on its dependencies: storage's clients, today's clock, the first weekday.
  init(contacts: ContactsClient, todos: TodosClient, clock: any DayClock, firstWeekday: Weekday) {
    contactList = Scope(
      state: \.contactList, action: Action.contactList,
      extract: { if case .contactList(let action) = $0 { action } else { nil } },
      child: ContactListFeature(contacts: contacts))
    upcomingList = Scope(
      state: \.upcomingList, action: Action.upcomingList,
      extract: { if case .upcomingList(let action) = $0 { action } else { nil } },
      child: UpcomingListFeature(todos: todos, clock: clock, firstWeekday: firstWeekday))
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .merge(
      contactList.reduce(into: &state, action: action), upcomingList.reduce(into: &state, action: action))
  }
}
