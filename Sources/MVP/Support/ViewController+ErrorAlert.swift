import ScreenKit

extension ViewController {
  /// Shows the feature's error alert: title `Error`, `message`, one `OK` button.
  ///
  /// Every view of this module shows errors this way; the presenters only
  /// choose the message.
  func showError(_ message: String) {
    let alert = AlertController(title: "Error", message: message)
    alert.addAction(AlertAction(title: "OK"))
    present(alert)
  }
}
