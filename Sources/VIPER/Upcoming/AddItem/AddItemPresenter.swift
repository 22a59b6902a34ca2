import Entities

/// The add-item presenter: implements the module's interface, writes the
/// default due date for the form, words the interactor's verdicts as messages,
/// and has the wireframe dismiss the form before telling the module's delegate
/// what happened.
@MainActor
final class AddItemPresenter: AddItemModuleInterface, AddItemInteractorOutput {
  /// The form; weak, since the view owns this presenter.
  weak var userInterface: (any AddItemViewInterface)?
  /// The presenting module's presenter; weak, it outlives this module.
  weak var moduleDelegate: (any AddItemModuleDelegate)?
  /// Runs the use case.
  private let interactor: any AddItemInteractorInput
  /// Dismisses the module.
  private let wireframe: any AddItemWireframeProtocol

  /// Creates the presenter.
  init(interactor: any AddItemInteractorInput, wireframe: any AddItemWireframeProtocol) {
    self.interactor = interactor
    self.wireframe = wireframe
  }

  func updateView() {
    interactor.findDefaultDueDate()
  }

  func cancelAddAction() {
    wireframe.dismissAddInterface()
    moduleDelegate?.addItemModuleDidCancelAddAction()
  }

  func saveAddAction(name: String, dueDate: String) {
    interactor.saveNewItem(name: name, dueDate: dueDate)
  }

  func foundDefaultDueDate(_ day: Day) {
    userInterface?.setEntryDueDate(day.description)
  }

  func savedNewItem(_ item: TodoSummary) {
    wireframe.dismissAddInterface()
    moduleDelegate?.addItemModuleDidSaveAddAction(item)
  }

  func rejectedNewItem(_ failure: TodoItemValidationFailure) {
    userInterface?.showErrorMessage(Self.message(for: failure))
  }

  func failedToSaveNewItem(message: String) {
    userInterface?.showErrorMessage(message)
  }

  /// The words for a broken rule.
  private static func message(for failure: TodoItemValidationFailure) -> String {
    switch failure {
    case .missingName: "A to-do item must have a name"
    case .nameTooLong(let limit): "Name must have at most \(limit) characters"
    case .nameHasControlCharacters: "Name must not contain line breaks, tabs or other control characters"
    case .invalidDueDate: "Due date must be a day written as YYYY-MM-DD"
    }
  }
}
