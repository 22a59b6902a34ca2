import Observation

/// The runtime of a feature: it owns the state, runs the reducer on each
/// action in the order sent, runs the effects the reducer returns, and tells
/// observers when the state changed. Views reach it through a ``Store``.
///
/// Effects start at once with `Task.immediate`: an effect whose work does not
/// suspend (storage here is synchronous) has sent its actions back before
/// `send` returns, which a toolkit without a run loop needs (a scripted
/// `tap Done` prints the new row at once). Actions sent while an action is
/// being reduced wait their turn, as in the Composable Architecture's store.
@MainActor
final class RootStore<State: Equatable & Sendable, Action>: Observable {
  private let registrar = ObservationRegistrar()
  private var stored: State
  private let reducer: any Reducer<State, Action>
  private var pending: [Action] = []
  private var isSending = false

  /// A runtime starting from `initialState`, run by `reducer`.
  init(initialState: State, reducer: some Reducer<State, Action>) {
    stored = initialState
    self.reducer = reducer
  }

  /// The current state. Observers are told after a change is in place, so
  /// they read the new state in the same turn.
  var state: State {
    registrar.access(self, keyPath: \.state)
    return stored
  }

  /// Reduces `action`, then every action it and its effects send, in order.
  func send(_ action: Action) {
    pending.append(action)
    guard !isSending else { return }
    isSending = true
    defer { isSending = false }
    while !pending.isEmpty {
      let next = pending.removeFirst()
      let before = stored
      let effect = reducer.reduce(into: &stored, action: next)
      if stored != before {
        registrar.withMutation(of: self, keyPath: \.state) {}
      }
      start(effect)
    }
  }

  private func start(_ effect: Effect<Action>) {
    for operation in effect.operations {
      switch operation {
      case .send(let action):
        pending.append(action)
      case .run(let work):
        let send = Send<Action> { [weak self] in self?.send($0) }
        Task.immediate { await work(send) }
      }
    }
  }
}
