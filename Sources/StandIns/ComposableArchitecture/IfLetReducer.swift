/// A parent's reducer together with the reducer of the child it presents, which
/// lives in optional state: built by ``Reducer/ifLet(_:action:then:)``.
///
/// As the Composable Architecture's `ifLet` does: a child's action runs the
/// child's reducer on its state, in place, then the parent's (which hears the
/// child's delegate actions); the child's effects send their actions back
/// wrapped as the parent's. `dismiss` runs the parent's reducer, then clears
/// the child state.
public struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  /// The parent's own reducer.
  public let parent: Parent
  /// The presented child's reducer.
  public let child: Child
  /// Where the child's state is, `nil` while it is not presented.
  public let toPresentationState: WritableKeyPath<Parent.State, PresentationState<Child.State>>
  /// The parent's case holding the child's actions.
  public let toChildAction: AnyCasePath<Parent.Action, PresentationAction<Child.Action>>

  /// `child` run on the state presented at `toPresentationState` for the actions of the case
  /// `toChildAction`, then `parent`.
  @usableFromInline
  init(
    parent: Parent, child: Child,
    toPresentationState: WritableKeyPath<Parent.State, PresentationState<Child.State>>,
    toChildAction: AnyCasePath<Parent.Action, PresentationAction<Child.Action>>
  ) {
    self.parent = parent
    self.child = child
    self.toPresentationState = toPresentationState
    self.toChildAction = toChildAction
  }

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    switch toChildAction.extract(action) {
    case .presented(let childAction)? where state[keyPath: toPresentationState].wrappedValue != nil:
      let embed = toChildAction.embed
      let childEffect = child.reduce(
        into: &state[keyPath: toPresentationState].wrappedValue!, action: childAction)
      return .merge(childEffect.map { embed(.presented($0)) }, parent.reduce(into: &state, action: action))
    case .dismiss?:
      let effect = parent.reduce(into: &state, action: action)
      state[keyPath: toPresentationState].wrappedValue = nil
      return effect
    default:
      return parent.reduce(into: &state, action: action)
    }
  }
}
