import ComposableArchitectureKit
import Entities
import Storage

/// The New Contact screen's reducer: the names as typed, their validation,
/// saving through ``ContactsClient`` as an effect, and its result told to the
/// list as a delegate action.
struct AddContactFeature: Reducer {
  /// The form as typed and its alert.
  struct State: Equatable, ObservableState, Sendable {
    /// The first name as typed.
    @ObservationStateTracked var firstName = ""
    /// The last name as typed.
    @ObservationStateTracked var lastName = ""
    /// The Error alert, while it is up (invalid names, storage failed).
    @Presents var alert: AlertState<Action.Alert>?
    /// Its identity, which `@ObservableState` would add.
    let _$id = ObservableStateID()

    /// An empty form.
    init() {}
  }

  /// What can happen to the form.
  enum Action: Equatable, Sendable {
    /// The user typed into `First name`.
    case firstNameChanged(String)
    /// The user typed into `Last name`.
    case lastNameChanged(String)
    /// The user tapped Cancel.
    case cancelButtonTapped
    /// The user tapped Done.
    case doneButtonTapped
    /// Storage answered the save.
    case saveResponse(Result<Contact, StorageError>)
    /// The Error alert was put away.
    case alert(PresentationAction<Alert>)
    /// What the form tells the screen that presented it.
    case delegate(Delegate)

    /// What the Error alert's buttons send: nothing, OK only puts it away.
    enum Alert: Equatable, Sendable {}

    /// The form's messages to its parent.
    enum Delegate: Equatable, Sendable {
      /// Close the form: nothing was saved.
      case cancel
      /// `Contact` was saved: close the form and show it.
      case saved(Contact)
    }
  }

  /// Where contacts are saved.
  @Dependency(\.contactsClient) var contacts

  /// The form's cases.
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .firstNameChanged(let text):
        state.firstName = text
        return .none
      case .lastNameChanged(let text):
        state.lastName = text
        return .none
      case .cancelButtonTapped:
        return .send(.delegate(.cancel))
      case .doneButtonTapped:
        let first = state.firstName.trimmedInput
        let last = state.lastName.trimmedInput
        if let problem = Self.validationProblem(firstName: first, lastName: last) {
          state.alert = .error(problem)
          return .none
        }
        return .run { send in
          send(.saveResponse(Result { () throws(StorageError) in try contacts.add(first, last) }))
        }
      case .saveResponse(.success(let contact)):
        return .send(.delegate(.saved(contact)))
      case .saveResponse(.failure(let error)):
        state.alert = .error(error.description)
        return .none
      case .alert, .delegate:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }

  /// The message of the first rule the trimmed names break, or `nil` if they can be saved.
  private static func validationProblem(firstName: String, lastName: String) -> String? {
    if firstName.isEmpty || lastName.isEmpty {
      return "A contact must have first and last names"
    }
    return firstName.inputProblem(field: "First name", limit: 100)
      ?? lastName.inputProblem(field: "Last name", limit: 100)
  }
}
