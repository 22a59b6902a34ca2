import Entities
import Storage

/// The Add Item screen's logic: it pre-fills the due date with today, trims
/// and validates what the view hands it, saves through the service, and asks
/// the view to show an error or to close. It holds its view weakly; the view
/// holds it.
@MainActor
final class AddItemPresenter {
  /// The view this presenter drives; weak, because the view owns the presenter.
  weak var view: (any AddItemViewProtocol)?
  /// Told when an item was saved; weak, because it owns the screen that opened this one.
  weak var delegate: (any AddItemPresenterDelegate)?
  private let service: any TodoServiceProtocol
  private let today: Day

  /// Creates the presenter; it saves through `service` and proposes `today` as the due date.
  init(service: any TodoServiceProtocol, today: Day) {
    self.service = service
    self.today = today
  }

  /// The view was loaded: pre-fill the due date.
  func viewDidLoad() {
    view?.showDueDate(today.description)
  }

  /// The user tapped `Save` with these texts in the fields.
  func didTapSave(name: String, dueDate: String) {
    let title = name.trimmedInput
    if let problem = Self.validationProblem(title: title) {
      view?.showError(problem)
      return
    }
    guard let day = Day(dueDate.trimmedInput) else {
      view?.showError("Due date must be a day written as YYYY-MM-DD")
      return
    }
    let item: TodoItem
    do {
      item = try service.addItem(title: title, dueDate: day)
    } catch {
      view?.showError(error.description)
      return
    }
    view?.close()
    delegate?.addItemPresenter(self, didAdd: item)
  }

  /// The user tapped `Cancel`: nothing is saved.
  func didTapCancel() {
    view?.close()
  }

  /// The message of the first rule the trimmed title breaks, or `nil` if it can be saved.
  private static func validationProblem(title: String) -> String? {
    if title.isEmpty { return "A to-do item must have a name" }
    return title.inputProblem(field: "Name", limit: 200)
  }
}
