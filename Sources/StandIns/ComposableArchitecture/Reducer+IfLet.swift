extension Reducer where Action: CasePathable {
  /// This reducer with the reducer `child` makes run on the presented state at
  /// `state`, for the actions of the case `action`:
  /// `.ifLet(\.$addContact, action: \.addContact) { AddContactFeature() }`.
  @inlinable
  public func ifLet<ChildState, ChildAction, Child: Reducer<ChildState, ChildAction>>(
    _ state: WritableKeyPath<State, PresentationState<ChildState>>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child
  ) -> IfLetReducer<Self, Child> {
    IfLetReducer(
      parent: self, child: child(), toPresentationState: state,
      toChildAction: Action.allCasePaths[keyPath: action])
  }

  /// This reducer with a presented child that has no reducer of its own, an
  /// alert: `.ifLet(\.$alert, action: \.alert)`; its `dismiss` clears it.
  @inlinable
  public func ifLet<ChildState, ChildAction>(
    _ state: WritableKeyPath<State, PresentationState<ChildState>>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> IfLetReducer<Self, Reduce<ChildState, ChildAction>> {
    ifLet(state, action: action) { Reduce { _, _ in .none } }
  }
}
