/// A reducer made of a closure: how a feature's own logic is wrapped before it
/// is composed with a child's (`ifLet`), and how tests write a reducer inline.
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
