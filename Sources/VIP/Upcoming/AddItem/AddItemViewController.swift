import ScreenKit

/// The add-item view controller: asks for the default due date when it loads,
/// sends `Save` with the fields as typed to its interactor, shows the error it
/// is given or, when the item was saved, has its router close the form;
/// `Cancel` goes straight to the router.
@MainActor
final class AddItemViewController: ViewController, AddItemDisplayLogic {
  /// Runs the scene's use cases; set by the configurator.
  var interactor: (any AddItemBusinessLogic)?
  /// Navigates and passes data; set by the configurator.
  var router: (any AddItemRoutingLogic & AddItemDataPassing)?
  private let nameField = TextField(label: "Name")
  private let dueDateField = TextField(label: "Due date", placeholder: "YYYY-MM-DD")

  /// Creates the form.
  override init() {
    super.init()
    title = "Add Item"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(nameField)
    view.addSubview(dueDateField)
    navigationItem.leftBarButtonItem = BarButtonItem(title: "Cancel") { [weak self] in
      self?.router?.routeToUpcomingList()
    }
    navigationItem.rightBarButtonItem = BarButtonItem(title: "Save") { [weak self] in
      self?.saveItem()
    }
    fetchDefaultDueDate()
  }

  /// Asks for the due date to fill in.
  func fetchDefaultDueDate() {
    interactor?.fetchDefaultDueDate(request: .init())
  }

  /// Asks to save the fields as typed.
  func saveItem() {
    interactor?.saveItem(request: .init(name: nameField.text, dueDate: dueDateField.text))
  }

  func displayDefaultDueDate(viewModel: AddItemModels.DefaultDueDate.ViewModel) {
    dueDateField.text = viewModel.dueDate
  }

  func displaySavedItem(viewModel: AddItemModels.SaveItem.ViewModel) {
    if let message = viewModel.errorMessage {
      presentErrorAlert(message)
    } else {
      router?.routeToUpcomingList()
    }
  }
}
