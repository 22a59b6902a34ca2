/// What the add-item presenter asks of its interactor. Answers come back
/// through ``AddItemInteractorOutput``.
@MainActor
protocol AddItemInteractorInput: AnyObject {
  /// Finds the day a new item is due unless the user changes it.
  func findDefaultDueDate()
  /// Validates the name and due date as typed and saves the item if they pass.
  func saveNewItem(name: String, dueDate: String)
}
