/// A parent's reducer run together with a child's that lives in optional
/// state: the presented screen's feature. Built with ``Reducer/ifLet(_:action:extract:then:)``.
///
/// As in the Composable Architecture's `ifLet`, the child runs first, on its
/// state, when the action is the child's and the child is presented; then the
/// parent runs, and sees the child's action too (its delegate actions). The
/// child's effects send their actions back wrapped as the parent's.
struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer
where Child.Action: Sendable {
  let parent: Parent
  let child: Child
  let toChildState: WritableKeyPath<Parent.State, Child.State?>
  let toParentAction: @Sendable (PresentationAction<Child.Action>) -> Parent.Action
  let toChildAction: (Parent.Action) -> PresentationAction<Child.Action>?

  func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    var childEffect = Effect<Parent.Action>.none
    if case .presented(let childAction) = toChildAction(action), var childState = state[keyPath: toChildState]
    {
      let toParent = toParentAction
      childEffect = child.reduce(into: &childState, action: childAction).map { toParent(.presented($0)) }
      state[keyPath: toChildState] = childState
    }
    return .merge(childEffect, parent.reduce(into: &state, action: action))
  }
}
