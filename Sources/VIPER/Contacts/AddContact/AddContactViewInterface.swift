/// What the add-contact presenter can tell its view.
@MainActor
protocol AddContactViewInterface: AnyObject {
  /// Shows an error message over the form, which keeps what was typed.
  func showErrorMessage(_ message: String)
}
