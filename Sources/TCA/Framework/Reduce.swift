/// A reducer made of a closure: a feature's own cases, in its body
/// (`Reduce { state, action in switch action { … } }`), and a test's reducer
/// written inline.
struct Reduce<State, Action>: Reducer {
  private let reduce: (inout State, Action) -> Effect<Action>

  /// A reducer running `reduce`.
  init(_ reduce: @escaping (inout State, Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}
