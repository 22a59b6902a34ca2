/// An alert as state: its title, message and buttons, set by a reducer
/// (`state.alert = AlertState { TextState("Error") } …`) and shown by the view
/// while it is set, as swift-navigation's `AlertState`, which the Composable
/// Architecture uses. Its `Action` is what its buttons can send: the feature's
/// `Action.Alert`.
public struct AlertState<Action> {
  /// The alert's title.
  public let title: TextState
  /// The alert's buttons, in order.
  public let buttons: [ButtonState<Action>]
  /// The text under the title, if any.
  public let message: TextState?

  /// The alert titled by `title`, with the buttons `actions` lists and the text `message` gives.
  public init(
    title: () -> TextState, @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>],
    message: (() -> TextState)? = nil
  ) {
    self.title = title()
    buttons = actions()
    self.message = message?()
  }
}

extension AlertState: Equatable where Action: Equatable {}
extension AlertState: Sendable where Action: Sendable {}
