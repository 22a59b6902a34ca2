import ScreenKit

extension ViewController {
  /// Presents the feature's error alert for `alert` (title `Error`, its
  /// message, one `OK` button that calls `dismissed`); does nothing for `nil`.
  func presentErrorAlert(_ alert: ErrorAlert?, dismissed: @escaping @MainActor () -> Void) {
    guard let alert else { return }
    let controller = AlertController(title: "Error", message: alert.message)
    controller.addAction(AlertAction(title: "OK", handler: dismissed))
    present(controller)
  }
}
