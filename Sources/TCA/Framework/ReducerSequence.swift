/// Two reducers run one after the other on the same state and action, their
/// effects merged: what a body listing several reducers is made of.
struct ReducerSequence<First: Reducer, Second: Reducer<First.State, First.Action>>: Reducer {
  /// Runs first.
  let first: First
  /// Runs second, on the state `first` left.
  let second: Second

  func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    let effect = first.reduce(into: &state, action: action)
    return .merge(effect, second.reduce(into: &state, action: action))
  }
}
