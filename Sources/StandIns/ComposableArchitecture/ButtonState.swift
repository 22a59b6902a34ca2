/// A button of an ``AlertState``, as state: its label and the action it sends,
/// if any (a button without one only puts the alert away, which sends
/// `.dismiss`), as swift-navigation's `ButtonState` (without roles).
public struct ButtonState<Action> {
  /// The action the button sends, `nil` for one that only puts the alert away.
  public let action: Action?
  /// The button's title.
  public let label: TextState

  /// A button titled by `label`, sending `action` if given.
  public init(action: Action? = nil, label: () -> TextState) {
    self.action = action
    self.label = label()
  }
}

extension ButtonState: Equatable where Action: Equatable {}
extension ButtonState: Sendable where Action: Sendable {}
