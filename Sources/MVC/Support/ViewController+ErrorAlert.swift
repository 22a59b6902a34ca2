import ScreenKit

extension ViewController {
  /// Presents the feature's error alert: title `Error`, `message`, one `OK` button.
  func presentErrorAlert(_ message: String) {
    let alert = AlertController(title: "Error", message: message)
    alert.addAction(AlertAction(title: "OK"))
    present(alert)
  }
}
