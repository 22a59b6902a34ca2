/// What a parent receives from the child screen it presents: the child's
/// actions, wrapped, so the parent's reducer can run the child's reducer and
/// listen for its delegate actions.
///
/// The Composable Architecture's `PresentationAction` also has `.dismiss`, sent
/// when the UI dismisses a screen by itself (a swipe); no ScreenKit screen is
/// dismissed that way, so here the child asks to close through a delegate action.
enum PresentationAction<Action> {
  /// An action of the presented child.
  case presented(Action)
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Sendable where Action: Sendable {}
