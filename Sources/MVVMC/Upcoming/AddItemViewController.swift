import ScreenKit

/// The Add Item screen's view: two fields whose text it hands to its view model
/// as it is typed, Cancel and Save forwarded to the view model, and the error
/// alert it is bound to.
final class AddItemViewController: ViewController {
  private let viewModel: AddItemViewModel
  private let nameField = TextField(label: "Name")
  private let dueDateField = TextField(label: "Due date", placeholder: "YYYY-MM-DD")

  /// Creates the screen for `viewModel`.
  init(viewModel: AddItemViewModel) {
    self.viewModel = viewModel
    super.init()
    title = viewModel.title
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    nameField.text = viewModel.name
    dueDateField.text = viewModel.dueDate
    nameField.onEditingChanged = { [weak self] field in self?.viewModel.name = field.text }
    dueDateField.onEditingChanged = { [weak self] field in self?.viewModel.dueDate = field.text }
    view.addSubview(nameField)
    view.addSubview(dueDateField)
    navigationItem.leftBarButtonItem = BarButtonItem(title: "Cancel") { [weak self] in
      self?.viewModel.cancelTapped()
    }
    navigationItem.rightBarButtonItem = BarButtonItem(title: "Save") { [weak self] in
      self?.viewModel.saveTapped()
    }
    bindErrorAlert(to: viewModel.errorAlert)
  }
}
