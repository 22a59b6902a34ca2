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
  private(set) var message: String? {
    get {
      access(keyPath: \.message)
      return _message
    }
    set {
      _message = newValue
      withMutation(keyPath: \.message) {}
    }
  }
  @ObservationIgnored private var _message: String?

  /// Creates an alert model with no alert up.
  init() {}

  /// Asks for the alert with `message`.
  func show(_ message: String) {
    self.message = message
  }

  /// The user dismissed the alert.
  func dismissed() {
    message = nil
  }
}
