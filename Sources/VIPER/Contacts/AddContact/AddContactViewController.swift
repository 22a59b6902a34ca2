import ScreenKit

/// The add-contact view: a passive form that passes Cancel and Done, with the
/// names as typed, to its event handler, and shows the errors it is given.
@MainActor
final class AddContactViewController: ViewController, AddContactViewInterface {
  /// The presenter; owned by this view.
  private let eventHandler: any AddContactModuleInterface
  private let firstNameField = TextField(label: "First name")
  private let lastNameField = TextField(label: "Last name")

  /// Creates the form.
  init(eventHandler: any AddContactModuleInterface) {
    self.eventHandler = eventHandler
    super.init()
    title = "New Contact"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(firstNameField)
    view.addSubview(lastNameField)
    navigationItem.leftBarButtonItem = BarButtonItem(title: "Cancel") { [weak self] in
      self?.eventHandler.cancelAddAction()
    }
    navigationItem.rightBarButtonItem = BarButtonItem(title: "Done") { [weak self] in
      guard let self else { return }
      eventHandler.saveAddAction(firstName: firstNameField.text, lastName: lastNameField.text)
    }
  }

  func showErrorMessage(_ message: String) {
    presentErrorAlert(message)
  }
}
