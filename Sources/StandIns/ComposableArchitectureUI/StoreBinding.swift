import ComposableArchitecture
import ScreenUI

/// A part of a store's state that a control binds to once told which action
/// its changes send: `$store.firstName.sending(\.firstNameChanged)`, as the
/// Composable Architecture's ad hoc bindings are written.
@MainActor
public struct StoreBinding<State, Action: CasePathable, Value> {
  /// The store read and sent to.
  public let store: Store<State, Action>
  /// Where the value is in the state.
  public let keyPath: KeyPath<State, Value>

  /// A binding that reads the state and sends the case `action` with each new value.
  public func sending(_ action: CaseKeyPath<Action, Value>) -> Binding<Value> {
    let (store, keyPath, path) = (store, keyPath, Action.allCasePaths[keyPath: action])
    return Binding(get: { store.state[keyPath: keyPath] }, set: { store.send(path.embed($0)) })
  }
}
