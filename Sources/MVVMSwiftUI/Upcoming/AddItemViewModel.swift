import Entities
import Observation
import Storage

/// The Add Item screen's state and logic: the name and due date as typed,
/// their validation, saving through the store, and telling the list what
/// was saved.
@MainActor
@Observable
final class AddItemViewModel {
  /// The name as typed.
  var name = ""
  /// The due date as typed, `YYYY-MM-DD`; starts as today.
  var dueDate: String
  /// The message of the Error alert to show, or `nil` when none is up.
  var errorMessage: String?

  private let store: any TodoStore
  @ObservationIgnored private let onSaved: @MainActor (TodoItem) -> Void

  /// Creates the view model with the due date set to `today`; `onSaved` hears
  /// about the item it saves.
  init(today: Day, store: any TodoStore, onSaved: @escaping @MainActor (TodoItem) -> Void) {
    dueDate = today.description
    self.store = store
    self.onSaved = onSaved
  }

  /// The user tapped Save: saves a valid item and returns `true`, so that the
  /// view dismisses; otherwise shows what is wrong and returns `false`.
  func save() -> Bool {
    let title = name.trimmedInput
    if let problem = Self.validationProblem(title: title) {
      errorMessage = problem
      return false
    }
    guard let day = Day(dueDate.trimmedInput) else {
      errorMessage = "Due date must be a day written as YYYY-MM-DD"
      return false
    }
    do {
      let item = try store.addItem(title: title, dueDate: day)
      onSaved(item)
      return true
    } catch {
      errorMessage = error.description
      return false
    }
  }

  /// The message of the first rule the trimmed title breaks, or `nil` if it can be saved.
  private static func validationProblem(title: String) -> String? {
    if title.isEmpty { return "A to-do item must have a name" }
    return title.inputProblem(field: "Name", limit: 200)
  }
}
