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
    if let problem = validationError(firstName: firstName, lastName: lastName) {
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

  private func validationError(firstName: String, lastName: String) -> String? {
    if firstName.isEmpty || lastName.isEmpty {
      return "A contact must have first and last names"
    }
    for (name, value) in [("First name", firstName), ("Last name", lastName)] {
      if value.count > 100 { return "\(name) must have at most 100 characters" }
      if value.containsControlCharacters {
        return "\(name) must not contain line breaks, tabs or other control characters"
      }
    }
    return nil
  }
}
