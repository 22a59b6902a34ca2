/// A button revealed by swiping a row, like `UIContextualAction`: `Delete`,
/// `Done`, … The table's delegate offers them per row.
@MainActor
public final class RowAction {
  /// How the action is drawn: destructive actions are red in UIKit.
  public enum Style: Sendable, Equatable {
    /// An ordinary action.
    case normal
    /// An action that removes something.
    case destructive
  }

  /// The button's title.
  public let title: String
  /// How the action is drawn.
  public let style: Style
  /// What happens when the user taps the action, given the row it was revealed on.
  public let handler: @MainActor (RowPath) -> Void

  /// Creates an action titled `title` that runs `handler` with the swiped row.
  public init(
    title: String, style: Style = .normal, handler: @escaping @MainActor (RowPath) -> Void
  ) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}
