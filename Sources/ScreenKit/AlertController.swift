/// A modal message with buttons drawn over the current screen, like `UIAlertController`.
///
/// Tapping any of its actions dismisses it, then runs that action's handler.
@MainActor
public final class AlertController: ViewController {
  /// The message under the title.
  public let message: String?
  /// The buttons, in order.
  public private(set) var actions: [AlertAction] = []

  /// Creates an alert; add buttons with ``addAction(_:)``.
  public init(title: String?, message: String?) {
    self.message = message
    super.init()
    self.title = title
    modalPresentationStyle = .overFullScreen
  }

  /// Adds a button.
  public func addAction(_ action: AlertAction) {
    actions.append(action)
  }

  /// Taps the button `action`: dismisses the alert, then runs the handler.
  public func perform(_ action: AlertAction) {
    dismiss { action.handler?() }
  }
}
