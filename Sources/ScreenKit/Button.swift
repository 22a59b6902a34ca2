/// A button inside a view, like `UIButton` with a primary action.
@MainActor
public final class Button: View {
  /// The title shown and used by the driver to find the button.
  public var title: String
  /// Whether a tap is accepted.
  public var isEnabled = true
  /// What a tap does.
  public var action: (@MainActor () -> Void)?

  /// Creates a button.
  public init(title: String, action: (@MainActor () -> Void)? = nil) {
    self.title = title
    self.action = action
    super.init()
  }
}
