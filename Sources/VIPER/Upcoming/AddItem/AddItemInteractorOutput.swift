import Entities

/// What the add-item interactor tells its presenter: plain values, never entities.
@MainActor
protocol AddItemInteractorOutput: AnyObject {
  /// A new item is due on `day` unless the user changes it.
  func foundDefaultDueDate(_ day: Day)
  /// The item was saved.
  func savedNewItem(_ item: TodoSummary)
  /// The item broke a rule and was not saved.
  func rejectedNewItem(_ failure: TodoItemValidationFailure)
  /// Storage failed; nothing was saved. `message` says why.
  func failedToSaveNewItem(message: String)
}
