/// A reducer made of a closure: a feature's own cases, in its body
/// (`Reduce { state, action in switch action { … } }`).
struct Reduce<State, Action>: Reducer {
  private let reduce: (inout State, Action) -> Effect<Action>

  /// A reducer running `reduce`.
  init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}
