/// The add-item presenter: writes the default due date as `YYYY-MM-DD`, words
/// a broken rule or a storage error as the alert's message, and says nothing
/// when the item was saved.
@MainActor
final class AddItemPresenter: AddItemPresentationLogic {
  /// The view controller; weak, since it owns the interactor that owns this presenter.
  weak var viewController: (any AddItemDisplayLogic)?

  /// Creates the presenter; its view controller is set by the configurator.
  init() {}

  func presentDefaultDueDate(response: AddItemModels.DefaultDueDate.Response) {
    viewController?.displayDefaultDueDate(viewModel: .init(dueDate: response.day.description))
  }

  func presentSavedItem(response: AddItemModels.SaveItem.Response) {
    let errorMessage: String? =
      switch response.outcome {
      case .saved: nil
      case .rejected(let rule): Self.message(for: rule)
      case .failed(let error): error.description
      }
    viewController?.displaySavedItem(viewModel: .init(errorMessage: errorMessage))
  }

  /// The words for a broken rule.
  private static func message(for rule: AddItemModels.SaveItem.Response.Rule) -> String {
    switch rule {
    case .nameRequired: "A to-do item must have a name"
    case .nameTooLong(let limit): "Name must have at most \(limit) characters"
    case .nameHasControlCharacters: "Name must not contain line breaks, tabs or other control characters"
    case .invalidDueDate: "Due date must be a day written as YYYY-MM-DD"
    }
  }
}
