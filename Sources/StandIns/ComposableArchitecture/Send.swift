/// What an effect feeds its results back with: `send(.loaded(contacts))`
/// hands the action to the store that runs the effect.
@MainActor
public struct Send<Action>: Sendable {
  private let send: @MainActor @Sendable (Action) -> Void

  /// A sender handing actions to `send`.
  public init(_ send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends `action` back into the store.
  public func callAsFunction(_ action: Action) {
    send(action)
  }
}
