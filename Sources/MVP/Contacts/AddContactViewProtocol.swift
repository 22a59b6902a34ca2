/// What the add-contact presenter can tell its view: show an error, or close.
@MainActor
protocol AddContactViewProtocol: AnyObject {
  /// Shows an error alert with `message`; the form keeps what was typed.
  func showError(_ message: String)

  /// Dismisses the add-contact screen.
  func close()
}
