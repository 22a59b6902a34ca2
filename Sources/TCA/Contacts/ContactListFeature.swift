import Algorithms
import ComposableArchitectureKit
import Entities
import Storage

/// The contact list's reducer: it owns the list's rules (the sorted load, the
/// insertion of a saved contact at its place) and its navigation, as state:
/// the New Contact screen is presented while ``State/addContact`` is set.
struct ContactListFeature: Reducer {
  /// What the list shows and what it presents.
  struct State: Equatable, ObservableState, Sendable {
    /// The rows, sorted by full name ignoring case and accents, then by order added.
    @ObservationStateTracked var rows: [ContactRow] = []
    /// The New Contact screen's state while it is presented.
    @Presents var addContact: AddContactFeature.State?
    /// The Error alert, while it is up (loading failed).
    @Presents var alert: AlertState<Action.Alert>?
    /// Its identity, which `@ObservableState` would add.
    let _$id = ObservableStateID()

    /// A list with no rows, nothing presented.
    init() {}
  }

  /// What can happen to the list.
  enum Action: Equatable, Sendable {
    /// The screen loaded: read the contacts.
    case viewDidLoad
    /// Storage answered the load.
    case contactsLoaded(Result<[Contact], StorageError>)
    /// The user tapped `+`.
    case addButtonTapped
    /// An action of the presented New Contact screen.
    case addContact(PresentationAction<AddContactFeature.Action>)
    /// The Error alert was put away.
    case alert(PresentationAction<Alert>)

    /// What the Error alert's buttons send: nothing, OK only puts it away.
    enum Alert: Equatable, Sendable {}
  }

  /// Where contacts are read and saved.
  @Dependency(\.contactsClient) var contacts

  /// The list's own cases; for New Contact's actions, while it is presented, its reducer first.
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .viewDidLoad:
        return .run { send in
          send(.contactsLoaded(Result { () throws(StorageError) in try contacts.all() }))
        }
      case .contactsLoaded(.success(let loaded)):
        state.rows = loaded.map(ContactRow.init).sorted()
        return .none
      case .contactsLoaded(.failure(let error)):
        state.rows = []
        state.alert = .error(error.description)
        return .none
      case .addButtonTapped:
        state.addContact = AddContactFeature.State()
        return .none
      case .addContact(.presented(.delegate(.saved(let contact)))):
        state.addContact = nil
        let row = ContactRow(contact)
        state.rows.insert(row, at: state.rows.partitioningIndex { row < $0 })
        return .none
      case .addContact(.presented(.delegate(.cancel))):
        state.addContact = nil
        return .none
      case .addContact, .alert:
        return .none
      }
    }
    .ifLet(\.$addContact, action: \.addContact) {
      AddContactFeature()
    }
    .ifLet(\.$alert, action: \.alert)
  }
}
