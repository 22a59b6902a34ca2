/// A reducer made of a closure: a feature's own cases, in its body
/// (`Reduce { state, action in switch action { … } }`), and a test's reducer
/// written inline.
public struct Reduce<State, Action>: Reducer {
  @usableFromInline let reduce: (inout State, Action) -> Effect<Action>

  /// A reducer running `reduce`.
  @inlinable
  public init(_ reduce: @escaping (inout State, Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}
