/// What the add-item presenter can tell its view: fill in the due date, show
/// an error, or close.
@MainActor
protocol AddItemViewProtocol: AnyObject {
  /// Puts `text` in the due-date field.
  func showDueDate(_ text: String)

  /// Shows an error alert with `message`; the form keeps what was typed.
  func showError(_ message: String)

  /// Dismisses the add-item screen.
  func close()
}
