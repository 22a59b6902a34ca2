/// What the add-item presenter gives its view controller.
@MainActor
protocol AddItemDisplayLogic: AnyObject {
  /// Fills the due-date field.
  func displayDefaultDueDate(viewModel: AddItemModels.DefaultDueDate.ViewModel)
  /// Shows the error over the form, or closes the scene when the item was saved.
  func displaySavedItem(viewModel: AddItemModels.SaveItem.ViewModel)
}
