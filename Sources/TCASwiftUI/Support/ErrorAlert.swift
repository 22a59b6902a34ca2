/// The Error alert a screen shows, as state: set while the alert is up. A
/// feature sets it when something fails; the user's OK clears it.
struct ErrorAlert: Equatable, Sendable {
  /// The message under the title `Error`.
  let message: String

  /// The alert saying `message`.
  init(_ message: String) {
    self.message = message
  }
}
