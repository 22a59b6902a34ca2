/// Two reducers run one after the other on the same state and action, their
/// effects merged: what a body listing several reducers is made of.
public struct ReducerSequence<First: Reducer, Second: Reducer<First.State, First.Action>>: Reducer {
  /// Runs first.
  public let first: First
  /// Runs second, on the state `first` left.
  public let second: Second

  /// The two reducers, run in this order.
  @inlinable
  public init(first: First, second: Second) {
    self.first = first
    self.second = second
  }

  @inlinable
  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    let effect = first.reduce(into: &state, action: action)
    return .merge(effect, second.reduce(into: &state, action: action))
  }
}
