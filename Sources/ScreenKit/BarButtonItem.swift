/// A button in the navigation bar, like `UIBarButtonItem` with a primary action.
@MainActor
public final class BarButtonItem {
  /// The title shown and used by the driver to find the button.
  public var title: String
  /// Whether a tap is accepted.
  public var isEnabled = true
  /// What a tap does.
  public var action: (@MainActor () -> Void)?

  /// Creates a bar button.
  public init(title: String, action: (@MainActor () -> Void)? = nil) {
    self.title = title
    self.action = action
  }
}
