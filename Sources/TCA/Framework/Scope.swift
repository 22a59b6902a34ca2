/// A child feature's reducer run inside a parent's, on a part of its state:
/// how the app's reducer runs each tab's feature.
struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  private let toChildState: WritableKeyPath<ParentState, Child.State>
  private let toParentAction: @Sendable (Child.Action) -> ParentAction
  private let toChildAction: (ParentAction) -> Child.Action?
  private let child: Child

  /// Runs `child` on the state at `toChildState` for the actions `extract`
  /// finds a child action in; `embed` wraps the child's effects' actions.
  init(
    state toChildState: WritableKeyPath<ParentState, Child.State>,
    action embed: @escaping @Sendable (Child.Action) -> ParentAction,
    extract: @escaping (ParentAction) -> Child.Action?, child: Child
  ) {
    self.toChildState = toChildState
    self.toParentAction = embed
    self.toChildAction = extract
    self.child = child
  }

  func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction(action) else { return .none }
    return child.reduce(into: &state[keyPath: toChildState], action: childAction).map(toParentAction)
  }
}
