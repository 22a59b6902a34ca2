import Entities

/// The app's reducer: each tab's feature run on its part of the app's state,
/// so that the whole app is one state driven by one store.
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
  enum Action: CasePathable, Equatable, Sendable {
    /// An action of the Contacts tab.
    case contactList(ContactListFeature.Action)
    /// An action of the Upcoming tab.
    case upcomingList(UpcomingListFeature.Action)

    /// The tabs' cases, which `@CasePathable` generates.
    struct AllCasePaths: Sendable {
      /// The Contacts tab's actions.
      var contactList: AnyCasePath<Action, ContactListFeature.Action> { AnyCasePath(Action.contactList) }
      /// The Upcoming tab's actions.
      var upcomingList: AnyCasePath<Action, UpcomingListFeature.Action> { AnyCasePath(Action.upcomingList) }
    }

    /// The cases' paths.
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  /// Where contacts are read and saved.
  let contacts: ContactsClient
  /// Where to-do items are read and saved.
  let todos: TodosClient
  /// Today.
  let clock: any DayClock
  /// The first day of a week.
  let firstWeekday: Weekday

  /// Each tab's feature on its part of the state, for its actions.
  var body: some ReducerOf<Self> {
    Scope(state: \.contactList, action: \.contactList) {
      ContactListFeature(contacts: contacts)
    }
    Scope(state: \.upcomingList, action: \.upcomingList) {
      UpcomingListFeature(todos: todos, clock: clock, firstWeekday: firstWeekday)
    }
  }
}
