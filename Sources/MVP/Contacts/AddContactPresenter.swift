import Entities
import Storage

/// The New Contact screen's logic: it trims and validates the names the view
/// hands it, saves through the service, and asks the view to show an error or
/// to close. It holds its view weakly; the view holds it.
@MainActor
final class AddContactPresenter {
  /// The view this presenter drives; weak, because the view owns the presenter.
  weak var view: (any AddContactViewProtocol)?
  /// Told when a contact was saved; weak, because it owns the screen that opened this one.
  weak var delegate: (any AddContactPresenterDelegate)?
  private let service: any ContactServiceProtocol

  /// Creates the presenter; it saves through `service`.
  init(service: any ContactServiceProtocol) {
    self.service = service
  }

  /// The user tapped `Done` with these texts in the fields.
  func didTapDone(firstName: String, lastName: String) {
    let firstName = firstName.trimmedInput
    let lastName = lastName.trimmedInput
    if let problem = Self.validationProblem(firstName: firstName, lastName: lastName) {
      view?.showError(problem)
      return
    }
    let contact: Contact
    do {
      contact = try service.addContact(firstName: firstName, lastName: lastName)
    } catch {
      view?.showError(error.description)
      return
    }
    view?.close()
    delegate?.addContactPresenter(self, didAdd: contact)
  }

  /// The user tapped `Cancel`: nothing is saved.
  func didTapCancel() {
    view?.close()
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
