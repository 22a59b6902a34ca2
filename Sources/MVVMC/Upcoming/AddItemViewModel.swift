import Entities
import Observation

/// The Add Item screen's state and logic: the name and due date as typed,
/// their validation and saving through the service. What comes next (closing
/// the screen, showing the new row) is its coordinator's: it only reports the
/// outcome to its delegate.
@MainActor
@Observable
final class AddItemViewModel {
  /// The screen's title.
  let title = "Add Item"
  /// The name as typed.
  var name = ""
  /// The due date as typed, `YYYY-MM-DD`; starts as today.
  var dueDate: String
  /// The Error alert, shown when the input is invalid or storage fails.
  let errorAlert = ErrorAlertViewModel()

  private let service: any TodoServiceProtocol
  /// The coordinator of this flow; held weakly, as it is kept by its parent while the flow lives.
  @ObservationIgnored private weak var delegate: (any AddItemViewModelDelegate)?

  /// Creates the view model with the due date set to `today`; `delegate` hears
  /// how the form ended.
  init(today: Day, service: any TodoServiceProtocol, delegate: any AddItemViewModelDelegate) {
    dueDate = today.description
    self.service = service
    self.delegate = delegate
  }

  /// The user tapped Save: saves a valid item and reports it, or shows what is wrong.
  func saveTapped() {
    let title = name.trimmedInput
    if let problem = Self.validationProblem(title: title) {
      errorAlert.show(problem)
      return
    }
    guard let day = Day(dueDate.trimmedInput) else {
      errorAlert.show("Due date must be a day written as YYYY-MM-DD")
      return
    }
    do {
      let item = try service.addItem(title: title, dueDate: day)
      delegate?.addItemViewModel(self, didAdd: item)
    } catch {
      errorAlert.show(error.description)
    }
  }

  /// The user tapped Cancel: reports it, saving nothing.
  func cancelTapped() {
    delegate?.addItemViewModelDidCancel(self)
  }

  /// The message of the first rule the trimmed title breaks, or `nil` if it can be saved.
  private static func validationProblem(title: String) -> String? {
    if title.isEmpty { return "A to-do item must have a name" }
    return title.inputProblem(field: "Name", limit: 200)
  }
}
