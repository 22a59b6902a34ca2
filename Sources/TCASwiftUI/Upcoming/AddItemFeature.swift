import ComposableArchitectureUI
import Entities
import Storage

/// The Add Item form's reducer: the name and due date as typed, their
/// validation, saving through ``TodosClient`` as an effect, and the outcome
/// told to the list as a delegate action (the list closes the form).
struct AddItemFeature: Reducer {
  /// The form as typed, and its alert.
  struct State: Equatable, ObservableState, Sendable {
    /// The name as typed.
    @ObservationStateTracked var name = ""
    /// The due date as typed, `YYYY-MM-DD`; starts as today.
    @ObservationStateTracked var dueDate: String
    /// The Error alert, while it is up (invalid input, storage failed).
    @Presents var alert: AlertState<Action.Alert>?
    /// Its identity, which `@ObservableState` would add.
    let _$id = ObservableStateID()

    /// A form with an empty name, due `today`.
    init(today: Day) {
      dueDate = today.description
    }
  }

  /// What can happen to the form.
  enum Action: Equatable, Sendable {
    /// The user typed into `Name`.
    case nameChanged(String)
    /// The user typed into `Due date`.
    case dueDateChanged(String)
    /// The user tapped Cancel.
    case cancelButtonTapped
    /// The user tapped Save.
    case saveButtonTapped
    /// Storage answered the save.
    case saveResponse(Result<TodoItem, StorageError>)
    /// The Error alert was put away.
    case alert(PresentationAction<Alert>)
    /// What the form tells the list that presented it.
    case delegate(Delegate)

    /// What the Error alert's buttons send: nothing, OK only puts it away.
    enum Alert: Equatable, Sendable {}

    /// The form's messages to its parent.
    enum Delegate: Equatable, Sendable {
      /// Close the form: nothing was saved.
      case cancel
      /// The item was saved: close the form and show it.
      case saved(TodoItem)
    }
  }

  /// Where items are saved.
  @Dependency(\.todosClient) var todos

  /// The form's cases.
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .nameChanged(let text):
        state.name = text
        return .none
      case .dueDateChanged(let text):
        state.dueDate = text
        return .none
      case .cancelButtonTapped:
        return .send(.delegate(.cancel))
      case .saveButtonTapped:
        let title = state.name.trimmedInput
        if let problem = Self.validationProblem(title: title) {
          state.alert = .error(problem)
          return .none
        }
        guard let day = Day(state.dueDate.trimmedInput) else {
          state.alert = .error("Due date must be a day written as YYYY-MM-DD")
          return .none
        }
        return .run { send in
          send(.saveResponse(Result { () throws(StorageError) in try todos.add(title, day) }))
        }
      case .saveResponse(.success(let item)):
        return .send(.delegate(.saved(item)))
      case .saveResponse(.failure(let error)):
        state.alert = .error(error.description)
        return .none
      case .alert, .delegate:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }

  /// The message of the first rule the trimmed title breaks, or `nil` if it can be saved.
  private static func validationProblem(title: String) -> String? {
    if title.isEmpty { return "A to-do item must have a name" }
    return title.inputProblem(field: "Name", limit: 200)
  }
}
