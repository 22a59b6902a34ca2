/// What the add-item interactor hands its presenter.
@MainActor
protocol AddItemPresentationLogic: AnyObject {
  /// Writes the default due date for the form.
  func presentDefaultDueDate(response: AddItemModels.DefaultDueDate.Response)
  /// Words the outcome of `Save`.
  func presentSavedItem(response: AddItemModels.SaveItem.Response)
}
