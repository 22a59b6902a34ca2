import ScreenKit

/// The add-item view: a passive form that passes its life cycle, Cancel and
/// Save, with the fields as typed, to its event handler, and shows what it is given.
@MainActor
final class AddItemViewController: ViewController, AddItemViewInterface {
  /// The presenter; owned by this view.
  private let eventHandler: any AddItemModuleInterface
  private let nameField = TextField(label: "Name")
  private let dueDateField = TextField(label: "Due date", placeholder: "YYYY-MM-DD")

  /// Creates the form.
  init(eventHandler: any AddItemModuleInterface) {
    self.eventHandler = eventHandler
    super.init()
    title = "Add Item"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(nameField)
    view.addSubview(dueDateField)
    navigationItem.leftBarButtonItem = BarButtonItem(title: "Cancel") { [weak self] in
      self?.eventHandler.cancelAddAction()
    }
    navigationItem.rightBarButtonItem = BarButtonItem(title: "Save") { [weak self] in
      guard let self else { return }
      eventHandler.saveAddAction(name: nameField.text, dueDate: dueDateField.text)
    }
    eventHandler.updateView()
  }

  func setEntryDueDate(_ text: String) {
    dueDateField.text = text
  }

  func showErrorMessage(_ message: String) {
    presentErrorAlert(message)
  }
}
