import ComposableArchitecture
import ScreenUI

extension Bindable {
  /// `$store.firstName`: the state's property, to bind a control to with
  /// ``StoreBinding/sending(_:)``.
  @MainActor
  public subscript<State, Action: CasePathable, Member>(dynamicMember keyPath: KeyPath<State, Member>)
    -> StoreBinding<State, Action, Member>
  where Object == Store<State, Action> {
    StoreBinding(store: wrappedValue, keyPath: keyPath)
  }

  /// `$store.scope(state: \.addContact, action: \.addContact)`: a binding to
  /// the presented child's store, for `.sheet(item:)`; `nil` while the child
  /// state is. Set to `nil` by the toolkit (the sheet put away), it sends
  /// `.dismiss`, which the parent's `ifLet` answers by clearing the child state.
  @MainActor
  public func scope<State, Action: CasePathable, ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>, action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> Binding<Store<ChildState, ChildAction>?> where Object == Store<State, Action> {
    let (store, dismiss) = (wrappedValue, Action.allCasePaths[keyPath: action].embed(.dismiss))
    return Binding(
      get: { store.scope(state: state, action: action.appending(path: \.presented)) },
      set: { if $0 == nil, store.state[keyPath: state] != nil { store.send(dismiss) } })
  }
}
