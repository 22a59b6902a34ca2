/// A child's reducer run on a part of its parent's state, for the parent's
/// actions that are the child's: how the app's feature runs each tab's
/// (`Scope(state: \.contactList, action: \.contactList) { ContactListFeature() }`).
public struct Scope<ParentState, ParentAction: CasePathable, Child: Reducer>: Reducer {
  @usableFromInline let toChildState: WritableKeyPath<ParentState, Child.State>
  @usableFromInline let toChildAction: AnyCasePath<ParentAction, Child.Action>
  @usableFromInline let child: Child

  /// Runs the reducer `child` makes on the state at `state`, for the actions of the case `action`.
  @inlinable
  public init<ChildState, ChildAction>(
    state: WritableKeyPath<ParentState, ChildState>, action: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    toChildState = state
    toChildAction = ParentAction.allCasePaths[keyPath: action]
    self.child = child()
  }

  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(action) else { return .none }
    return child.reduce(into: &state[keyPath: toChildState], action: childAction).map(toChildAction.embed)
  }
}
