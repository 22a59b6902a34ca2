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
    if title.isEmpty {
      return presentErrorAlert("A to-do item must have a name")
    }
    if title.count > 200 {
      return presentErrorAlert("Name must have at most 200 characters")
    }
    if title.containsControlCharacters {
      return presentErrorAlert("Name must not contain line breaks, tabs or other control characters")
    }
    guard let dueDate = Day(dueDateField.text.trimmedInput) else {
      return presentErrorAlert("Due date must be a day written as YYYY-MM-DD")
    }
    do {
      let item = try store.addItem(title: title, dueDate: dueDate)
      delegate?.addItemViewController(self, didAdd: item)
    } catch {
      presentErrorAlert(error.description)
    }
  }
}
