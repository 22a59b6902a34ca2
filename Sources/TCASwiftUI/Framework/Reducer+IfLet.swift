extension Reducer where Action: CasePathable {
  /// This reducer with the reducer `child` makes run on the optional state at
  /// `state`, for the actions of the case `action`:
  /// `.ifLet(\.addContact, action: \.addContact) { AddContactFeature(…) }`.
  func ifLet<ChildState, ChildAction, Child: Reducer<ChildState, ChildAction>>(
    _ state: WritableKeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child
  ) -> IfLetReducer<Self, Child> {
    IfLetReducer(
      parent: self, child: child(), toChildState: state, toChildAction: Action.allCasePaths[keyPath: action])
  }
}
