/// A button of an ``AlertState``, as state: its label and the action it sends,
/// if any (a button without one only puts the alert away, which sends
/// `.dismiss`), as swift-navigation's `ButtonState` (without roles).
struct ButtonState<Action> {
  /// The action the button sends, `nil` for one that only puts the alert away.
  let action: Action?
  /// The button's title.
  let label: TextState

  /// A button titled by `label`, sending `action` if given.
  init(action: Action? = nil, label: () -> TextState) {
    self.action = action
    self.label = label()
  }
}

extension ButtonState: Equatable where Action: Equatable {}
extension ButtonState: Sendable where Action: Sendable {}
