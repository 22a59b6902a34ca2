import Entities
import ScreenKit
import Storage

/// The Add Item form. As in Apple's MVC, this controller owns the screen's
/// logic: it reads the fields, validates them, saves to the model, and tells
/// its delegate.
final class AddItemViewController: ViewController {
  weak var delegate: (any AddItemViewControllerDelegate)?
  private let store: any TodoStore
  private let nameField = TextField(label: "Name")
  private let dueDateField: TextField

  init(store: any TodoStore, today: Day) {
    self.store = store
    dueDateField = TextField(label: "Due date", text: today.description, placeholder: "YYYY-MM-DD")
    super.init()
    title = "Add Item"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(nameField)
    view.addSubview(dueDateField)
    navigationItem.leftBarButtonItem = BarButtonItem(title: "Cancel") { [weak self] in
      self?.cancelTapped()
    }
    navigationItem.rightBarButtonItem = BarButtonItem(title: "Save") { [weak self] in
      self?.saveTapped()
    }
  }

  private func cancelTapped() {
    delegate?.addItemViewControllerDidCancel(self)
  }

  private func saveTapped() {
    let title = nameField.text.trimmedInput
    if let problem = Self.validationProblem(title: title) {
      presentErrorAlert(problem)
      return
    }
    guard let dueDate = Day(dueDateField.text.trimmedInput) else {
      presentErrorAlert("Due date must be a day written as YYYY-MM-DD")
      return
    }
    do {
      let item = try store.addItem(title: title, dueDate: dueDate)
      delegate?.addItemViewController(self, didAdd: item)
    } catch {
      presentErrorAlert(error.description)
    }
  }

  /// The message of the first rule the trimmed title breaks, or `nil` if it can be saved.
  private static func validationProblem(title: String) -> String? {
    if title.isEmpty { return "A to-do item must have a name" }
    return title.inputProblem(field: "Name", limit: 200)
  }
}
