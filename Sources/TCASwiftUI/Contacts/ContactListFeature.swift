import Algorithms
import ComposableArchitectureUI
import Entities
import Storage

/// The contact list's reducer: the list's rules (read once, when it first
/// appears; sorted; a saved contact inserted at its place) and its navigation,
/// as state: New Contact is presented while ``State/addContact`` is set.
struct ContactListFeature: Reducer {
  /// What the list shows and what it presents.
  struct State: Equatable, ObservableState, Sendable {
    /// The rows, sorted by full name ignoring case and accents, then by order added.
    @ObservationStateTracked var rows: [ContactRow] = []
    /// Whether the contacts were read (the list reads them once).
    @ObservationStateTracked var isLoaded = false
    /// The New Contact form's state while it is presented.
    @Presents var addContact: AddContactFeature.State?
    /// The Error alert, while it is up (reading failed).
    @Presents var alert: AlertState<Action.Alert>?
    /// Its identity, which `@ObservableState` would add.
    let _$id = ObservableStateID()

    /// A list with no rows, not read yet, nothing presented.
    init() {}
  }

  /// What can happen to the list.
  enum Action: Equatable, Sendable {
    /// The list appeared.
    case onAppear
    /// Storage answered the read.
    case contactsLoaded(Result<[Contact], StorageError>)
    /// The user tapped `+`.
    case addButtonTapped
    /// An action of the presented New Contact form.
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
      case .onAppear:
        guard !state.isLoaded else { return .none }
        state.isLoaded = true
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
