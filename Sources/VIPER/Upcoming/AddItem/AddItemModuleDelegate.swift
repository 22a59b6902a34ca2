/// What the add-item module tells the module that presented it, once it has
/// been dismissed.
@MainActor
protocol AddItemModuleDelegate: AnyObject {
  /// The user cancelled; nothing was saved.
  func addItemModuleDidCancelAddAction()
  /// `item` was validated and saved.
  func addItemModuleDidSaveAddAction(_ item: TodoSummary)
}
