import Bindings
import ScreenKit

extension ViewController {
  /// Binds this screen to `alert`: whenever it has a message, presents the
  /// feature's error alert (title `Error`, the message, one `OK` button), and
  /// tells `alert` when OK dismissed it.
  func bindErrorAlert(to alert: ErrorAlertViewModel) {
    bind(self, { [weak alert] _ in alert?.message }) { [weak alert] screen, message in
      guard let message = message ?? nil else { return }
      let controller = AlertController(title: "Error", message: message)
      controller.addAction(AlertAction(title: "OK") { alert?.dismissed() })
      screen.present(controller)
    }
  }
}
