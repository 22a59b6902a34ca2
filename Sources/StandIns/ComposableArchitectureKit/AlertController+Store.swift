import ComposableArchitecture
import ScreenKit

extension AlertController {
  /// An alert controller showing the alert state of `store`, scoped to a
  /// feature's alert (`store.scope(state: \.alert, action: \.alert)`), as the
  /// Composable Architecture's `UIAlertController(store:)` does: its title,
  /// message and buttons are the state's; a button sends its action, or
  /// `.dismiss` if it has none, which the feature's `ifLet` answers by
  /// clearing the alert.
  public convenience init<Action>(store: Store<AlertState<Action>, PresentationAction<Action>>) {
    let alert = store.state
    self.init(title: String(state: alert.title), message: alert.message.map { String(state: $0) })
    for button in alert.buttons {
      addAction(
        AlertAction(title: String(state: button.label)) {
          store.send(button.action.map { .presented($0) } ?? .dismiss)
        })
    }
  }
}
