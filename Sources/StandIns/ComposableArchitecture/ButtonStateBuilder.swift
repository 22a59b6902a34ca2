/// Builds an alert's buttons from the ``ButtonState`` values listed, as
/// swift-navigation's `ButtonStateBuilder` does (`actions: { ButtonState { … } }`).
@resultBuilder
public enum ButtonStateBuilder<Action> {
  /// A button as written, its action the alert's.
  public static func buildExpression(_ button: ButtonState<Action>) -> ButtonState<Action> {
    button
  }

  /// The buttons, in order.
  public static func buildBlock(_ buttons: ButtonState<Action>...) -> [ButtonState<Action>] {
    buttons
  }
}
