/// Builds a feature's `body` from the reducers it lists, run one after the
/// other on the same state and action, as the Composable Architecture's
/// `ReducerBuilder` does.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  /// A reducer as written.
  @inlinable
  public static func buildExpression<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }

  /// The first reducer of the body.
  @inlinable
  public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R {
    first
  }

  /// The reducers so far, then `next`.
  @inlinable
  public static func buildPartialBlock<First: Reducer<State, Action>, Next: Reducer<State, Action>>(
    accumulated: First, next: Next
  ) -> ReducerSequence<First, Next> {
    ReducerSequence(first: accumulated, second: next)
  }
}
