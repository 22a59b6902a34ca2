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
    @ObservationStateTracked var addContact: AddContactFeature.State? = nil
    /// The Error alert, while it is up (loading failed).
    @ObservationStateTracked var alert: ErrorAlert? = nil
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
    /// The user tapped OK on the Error alert.
    case alertDismissed
  }

  private let contacts: ContactsClient

  /// The list's logic on `contacts`.
  init(contacts: ContactsClient) {
    self.contacts = contacts
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    Reduce(core)
      .ifLet(
        \.addContact, action: Action.addContact,
        extract: { if case .addContact(let action) = $0 { action } else { nil } },
        then: AddContactFeature(contacts: contacts)
      )
      .reduce(into: &state, action: action)
  }

  private func core(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .viewDidLoad:
      return .run { [contacts] send in
        send(.contactsLoaded(Result { () throws(StorageError) in try contacts.all() }))
      }
    case .contactsLoaded(.success(let loaded)):
      state.rows = loaded.map(ContactRow.init).sorted()
      return .none
    case .contactsLoaded(.failure(let error)):
      state.rows = []
      state.alert = ErrorAlert(error.description)
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
    case .addContact:
      return .none
    case .alertDismissed:
      state.alert = nil
      return .none
    }
  }
}
