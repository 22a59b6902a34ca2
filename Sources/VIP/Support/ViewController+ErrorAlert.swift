import ScreenKit

extension ViewController {
  /// Draws an error the presenter worded: an alert titled `Error` with
  /// `message` and one `OK` button.
  func presentErrorAlert(_ message: String) {
    let alert = AlertController(title: "Error", message: message)
    alert.addAction(AlertAction(title: "OK"))
    present(alert)
  }
}
