import ComposableArchitectureUI

extension AlertState {
  /// The Error alert a feature shows when something fails: title `Error`,
  /// `message` under it, one `OK` button that puts it away.
  static func error(_ message: String) -> AlertState {
    AlertState {
      TextState("Error")
    } actions: {
      ButtonState { TextState("OK") }
    } message: {
      TextState(message)
    }
  }
}
