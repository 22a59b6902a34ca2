import Bindings
import Observation

/// The Error alert a screen can show: the message while the alert is up. Each
/// screen's view model holds one, sets it when something fails, and the view
/// presents the alert whenever it has a message.
@MainActor
@Observable
final class ErrorAlertViewModel {
  /// The message of the alert to show, or `nil` when no alert is up.
  ///
  /// Views bind to it: observers are told once the new message is in place.
  var message: String? { shown.value }
  private let shown = AnnouncedValue<String?>(nil)

  /// Creates an alert model with no alert up.
  init() {}

  /// Asks for the alert with `message`.
  func show(_ message: String) {
    shown.value = message
  }

  /// The user dismissed the alert.
  func dismissed() {
    shown.value = nil
  }
}
