/// What the add-item view controller asks of its interactor.
@MainActor
protocol AddItemBusinessLogic: AnyObject {
  /// Finds the day a new item is due unless the user changes it.
  func fetchDefaultDueDate(request: AddItemModels.DefaultDueDate.Request)
  /// Validates the name and due date as typed and saves the item if they pass.
  func saveItem(request: AddItemModels.SaveItem.Request)
}
