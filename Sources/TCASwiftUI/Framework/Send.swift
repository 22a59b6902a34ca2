/// What an effect sends its results back with: `send(.contactsLoaded(…))`
/// hands the action to the store that runs the effect.
@MainActor
struct Send<Action>: Sendable {
  private let send: @MainActor @Sendable (Action) -> Void

  /// A sender handing each action to `send`.
  init(_ send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends `action` back into the store.
  func callAsFunction(_ action: Action) {
    send(action)
  }
}
