import ScreenKit

/// The New Contact screen's view: two fields whose text it hands to its view
/// model as it is typed, Cancel and Done forwarded to the view model, and the
/// error alert it is bound to.
final class AddContactViewController: ViewController {
  private let viewModel: AddContactViewModel
  private let firstNameField = TextField(label: "First name")
  private let lastNameField = TextField(label: "Last name")

  /// Creates the screen for `viewModel`.
  init(viewModel: AddContactViewModel) {
    self.viewModel = viewModel
    super.init()
    title = viewModel.title
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    firstNameField.text = viewModel.firstName
    lastNameField.text = viewModel.lastName
    firstNameField.onEditingChanged = { [weak self] field in self?.viewModel.firstName = field.text }
    lastNameField.onEditingChanged = { [weak self] field in self?.viewModel.lastName = field.text }
    view.addSubview(firstNameField)
    view.addSubview(lastNameField)
    navigationItem.leftBarButtonItem = BarButtonItem(title: "Cancel") { [weak self] in
      self?.viewModel.cancelTapped()
    }
    navigationItem.rightBarButtonItem = BarButtonItem(title: "Done") { [weak self] in
      self?.viewModel.doneTapped()
    }
    bindErrorAlert(to: viewModel.errorAlert)
  }
}
