/// What the add-item presenter can tell its view.
@MainActor
protocol AddItemViewInterface: AnyObject {
  /// Fills the due date with `text`.
  func setEntryDueDate(_ text: String)
  /// Shows an error message over the form, which keeps what was typed.
  func showErrorMessage(_ message: String)
}
