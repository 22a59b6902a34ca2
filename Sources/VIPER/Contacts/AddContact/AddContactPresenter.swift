/// The add-contact presenter: implements the module's interface, words the
/// interactor's verdicts as messages, and has the wireframe dismiss the form
/// before telling the module's delegate what happened.
@MainActor
final class AddContactPresenter: AddContactModuleInterface, AddContactInteractorOutput {
  /// The form; weak, since the view owns this presenter.
  weak var userInterface: (any AddContactViewInterface)?
  /// The presenting module's presenter; weak, it outlives this module.
  weak var moduleDelegate: (any AddContactModuleDelegate)?
  /// Runs the use case.
  private let interactor: any AddContactInteractorInput
  /// Dismisses the module.
  private let wireframe: any AddContactWireframeProtocol

  /// Creates the presenter.
  init(interactor: any AddContactInteractorInput, wireframe: any AddContactWireframeProtocol) {
    self.interactor = interactor
    self.wireframe = wireframe
  }

  func cancelAddAction() {
    wireframe.dismissAddInterface()
    moduleDelegate?.addContactModuleDidCancelAddAction()
  }

  func saveAddAction(firstName: String, lastName: String) {
    interactor.saveNewContact(firstName: firstName, lastName: lastName)
  }

  func savedNewContact(_ contact: ContactSummary) {
    wireframe.dismissAddInterface()
    moduleDelegate?.addContactModuleDidSaveAddAction(contact)
  }

  func rejectedNewContact(_ failure: ContactValidationFailure) {
    userInterface?.showErrorMessage(Self.message(for: failure))
  }

  func failedToSaveNewContact(message: String) {
    userInterface?.showErrorMessage(message)
  }

  /// The words for a broken rule.
  private static func message(for failure: ContactValidationFailure) -> String {
    let controlCharacters = "must not contain line breaks, tabs or other control characters"
    return switch failure {
    case .missingName: "A contact must have first and last names"
    case .firstNameTooLong(let limit): "First name must have at most \(limit) characters"
    case .firstNameHasControlCharacters: "First name \(controlCharacters)"
    case .lastNameTooLong(let limit): "Last name must have at most \(limit) characters"
    case .lastNameHasControlCharacters: "Last name \(controlCharacters)"
    }
  }
}
