/// A button of an alert, like `UIAlertAction`.
@MainActor
public final class AlertAction {
  /// The button's title.
  public let title: String
  /// What the button does, after the alert is dismissed.
  public let handler: (@MainActor () -> Void)?

  /// Creates an alert button.
  public init(title: String, handler: (@MainActor () -> Void)? = nil) {
    self.title = title
    self.handler = handler
  }
}
