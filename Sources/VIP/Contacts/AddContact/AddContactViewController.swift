import ScreenKit

/// The add-contact view controller: sends `Done` with the names as typed to
/// its interactor, shows the error it is given or, when the contact was saved,
/// has its router close the form; `Cancel` goes straight to the router.
@MainActor
final class AddContactViewController: ViewController, AddContactDisplayLogic {
  /// Runs the scene's use case; set by the configurator.
  var interactor: (any AddContactBusinessLogic)?
  /// Navigates and passes data; set by the configurator.
  var router: (any AddContactRoutingLogic & AddContactDataPassing)?
  private let firstNameField = TextField(label: "First name")
  private let lastNameField = TextField(label: "Last name")

  /// Creates the form.
  override init() {
    super.init()
    title = "New Contact"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(firstNameField)
    view.addSubview(lastNameField)
    navigationItem.leftBarButtonItem = BarButtonItem(title: "Cancel") { [weak self] in
      self?.router?.routeToContactList()
    }
    navigationItem.rightBarButtonItem = BarButtonItem(title: "Done") { [weak self] in
      self?.saveContact()
    }
  }

  /// Asks to save the names as typed.
  func saveContact() {
    interactor?.saveContact(request: .init(firstName: firstNameField.text, lastName: lastNameField.text))
  }

  func displaySavedContact(viewModel: AddContactModels.SaveContact.ViewModel) {
    if let message = viewModel.errorMessage {
      presentErrorAlert(message)
    } else {
      router?.routeToContactList()
    }
  }
}
