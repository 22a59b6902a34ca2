import Entities
import ScreenKit
import Storage

/// The New Contact form. As in Apple's MVC, this controller owns the screen's
/// logic: it reads the fields, validates them, saves to the model, and tells
/// its delegate.
final class AddContactViewController: ViewController {
  weak var delegate: (any AddContactViewControllerDelegate)?
  private let store: any ContactStore
  private let firstNameField = TextField(label: "First name")
  private let lastNameField = TextField(label: "Last name")

  init(store: any ContactStore) {
    self.store = store
    super.init()
    title = "New Contact"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(firstNameField)
    view.addSubview(lastNameField)
    navigationItem.leftBarButtonItem = BarButtonItem(title: "Cancel") { [weak self] in
      self?.cancelTapped()
    }
    navigationItem.rightBarButtonItem = BarButtonItem(title: "Done") { [weak self] in
      self?.doneTapped()
    }
  }

  private func cancelTapped() {
    delegate?.addContactViewControllerDidCancel(self)
  }

  private func doneTapped() {
    let firstName = firstNameField.text.trimmedInput
    let lastName = lastNameField.text.trimmedInput
    if let problem = Self.validationProblem(firstName: firstName, lastName: lastName) {
      presentErrorAlert(problem)
      return
    }
    do {
      let contact = try store.addContact(firstName: firstName, lastName: lastName)
      delegate?.addContactViewController(self, didAdd: contact)
    } catch {
      presentErrorAlert(error.description)
    }
  }

  /// The message of the first rule the trimmed names break, or `nil` if they can be saved.
  private static func validationProblem(firstName: String, lastName: String) -> String? {
    if firstName.isEmpty || lastName.isEmpty {
      return "A contact must have first and last names"
    }
    return firstName.inputProblem(field: "First name", limit: 100)
      ?? lastName.inputProblem(field: "Last name", limit: 100)
  }
}
