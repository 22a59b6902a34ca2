extension Reducer {
  /// This reducer with `child` run on the optional state at `toChildState`
  /// whenever `extract` finds a child action in an action and the child is
  /// presented; `embed` wraps the child's actions (the enum case, `Action.addContact`).
  ///
  /// `extract` is the one hand-written half of what swift-case-paths would
  /// generate: `{ if case .addContact(let action) = $0 { action } else { nil } }`.
  func ifLet<Child: Reducer>(
    _ toChildState: WritableKeyPath<State, Child.State?>,
    action embed: @escaping @Sendable (PresentationAction<Child.Action>) -> Action,
    extract: @escaping (Action) -> PresentationAction<Child.Action>?, then child: Child
  ) -> IfLetReducer<Self, Child> {
    IfLetReducer(
      parent: self, child: child, toChildState: toChildState, toParentAction: embed, toChildAction: extract)
  }
}
