/// The work a reducer asks for, as a value: nothing, an action to send at
/// once, or an operation the store runs that sends actions back.
///
/// A reducer returns an effect instead of doing the work, so the reducer
/// stays a pure function of state and action, and a test can run the effect
/// and assert every action it feeds back.
public struct Effect<Action> {
  /// One piece of work.
  public enum Operation {
    /// Send this action into the store right after the reducer returns.
    case send(Action)
    /// Run this operation; it sends its results back through ``Send``.
    case run(@MainActor @Sendable (Send<Action>) async -> Void)
  }

  /// The pieces of work, started in this order.
  public let operations: [Operation]

  /// An effect doing `operations`.
  @inlinable
  public init(operations: [Operation]) {
    self.operations = operations
  }

  /// No work.
  @inlinable
  public static var none: Effect { Effect(operations: []) }

  /// Sends `action` into the store as soon as the reducer returns: how a
  /// child tells its parent something (`.send(.delegate(.saved(contact)))`).
  public static func send(_ action: Action) -> Effect {
    Effect(operations: [.send(action)])
  }

  /// Runs `operation`, which sends its results back: the one way a feature
  /// reaches storage. It runs with the dependencies current now, those of the
  /// store whose reducer returns it, as the Composable Architecture's effects do.
  public static func run(_ operation: @escaping @MainActor @Sendable (Send<Action>) async -> Void) -> Effect {
    let dependencies = DependencyValues.current
    return Effect(operations: [
      .run { send in await DependencyValues.$current.withValue(dependencies) { await operation(send) } }
    ])
  }

  /// The work of every effect in `effects`, started in order.
  @inlinable
  public static func merge(_ effects: Effect...) -> Effect {
    Effect(operations: effects.flatMap(\.operations))
  }

  /// This effect, its actions turned into a parent's actions by `transform`:
  /// how a child's effect runs in its parent's store.
  public func map<NewAction>(_ transform: @escaping @Sendable (Action) -> NewAction) -> Effect<NewAction> {
    Effect<NewAction>(
      operations: operations.map { operation in
        switch operation {
        case .send(let action): .send(transform(action))
        case .run(let work): .run { send in await work(Send { send(transform($0)) }) }
        }
      })
  }
}
