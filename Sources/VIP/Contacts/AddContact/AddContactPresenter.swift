/// The add-contact presenter: words a broken rule or a storage error as the
/// alert's message, and says nothing when the contact was saved.
@MainActor
final class AddContactPresenter: AddContactPresentationLogic {
  /// The view controller; weak, since it owns the interactor that owns this presenter.
  weak var viewController: (any AddContactDisplayLogic)?

  /// Creates the presenter; its view controller is set by the configurator.
  init() {}

  func presentSavedContact(response: AddContactModels.SaveContact.Response) {
    let errorMessage: String? =
      switch response.outcome {
      case .saved: nil
      case .rejected(let rule): Self.message(for: rule)
      case .failed(let error): error.description
      }
    viewController?.displaySavedContact(viewModel: .init(errorMessage: errorMessage))
  }

  /// The words for a broken rule.
  private static func message(for rule: AddContactModels.SaveContact.Response.Rule) -> String {
    let controlCharacters = "must not contain line breaks, tabs or other control characters"
    return switch rule {
    case .namesRequired: "A contact must have first and last names"
    case .firstNameTooLong(let limit): "First name must have at most \(limit) characters"
    case .firstNameHasControlCharacters: "First name \(controlCharacters)"
    case .lastNameTooLong(let limit): "Last name must have at most \(limit) characters"
    case .lastNameHasControlCharacters: "Last name \(controlCharacters)"
    }
  }
}
