/// A feature's logic: how an action changes the state, and which work it
/// starts, as the Composable Architecture's `Reducer` protocol says it.
///
/// A feature writes its logic in `body`, made of other reducers: `Reduce` for
/// its own cases, `Scope` and `ifLet` for its children's. The store and the
/// composed reducers call `reduce(into:action:)`, which a reducer with a body
/// gets from it. Reducing is pure: it changes the state it is handed and
/// returns the work to do as an ``Effect`` value, which the store runs.
public protocol Reducer<State, Action> {
  /// Everything the feature needs to show and decide.
  associatedtype State
  /// Everything that can happen to the feature: taps, typing, effects'
  /// answers, a child's messages.
  associatedtype Action
  /// What `body` is made of; `Never` for a reducer that implements `reduce` itself.
  associatedtype Body

  /// Applies `action` to `state` and returns the work to run next.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers this feature is made of, run one after the other.
  @ReducerBuilder<State, Action>
  var body: Body { get }
}

extension Reducer where Body == Never {
  /// A reducer that implements `reduce(into:action:)` has no body.
  public var body: Never {
    fatalError("\(Self.self) implements reduce(into:action:) and has no body")
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs the reducers of `body`.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}

/// A reducer of `Feature`'s state and actions: what a feature's body is
/// (`var body: some ReducerOf<Self>`).
public typealias ReducerOf<Feature: Reducer> = Reducer<Feature.State, Feature.Action>
