/// A feature's logic: how an action changes the state, and what effect it
/// starts. The one place a feature's rules live in this architecture.
///
/// As in the Composable Architecture, `reduce(into:action:)` is pure: it
/// mutates the state it is handed and returns the work to do as an ``Effect``
/// value, which the store runs; it never reaches storage itself.
protocol Reducer<State, Action> {
  /// Everything the feature needs to show and decide.
  associatedtype State
  /// Everything that can happen to the feature: user taps, effects' answers,
  /// a child's messages.
  associatedtype Action

  /// Applies `action` to `state` and returns the effect to run next.
  func reduce(into state: inout State, action: Action) -> Effect<Action>
}
