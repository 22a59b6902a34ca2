/// A reducer that does nothing, as the Composable Architecture's
/// `EmptyReducer`: the body of a feature with nothing to handle, so that it
/// can still be scoped to and presented.
public struct EmptyReducer<State, Action>: Reducer {
  /// The reducer that changes nothing and starts no work.
  @inlinable
  public init() {}

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}
