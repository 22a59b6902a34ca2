import ComposableArchitecture
import Observation

/// The runtime behind a feature's stores: it owns the state, reduces each
/// action in the order sent, runs the effects the reducer returns, and puts
/// the new state in place. Stores read and send through it.
///
/// As the Composable Architecture's root store does (`RootCore` in its
/// `Core.swift`), it reduces every action of a turn (the one sent, then those
/// it and its effects send) into a copy of the state, put in place at the end
/// of the turn. It compares no state: the state's own properties tell their
/// readers (``ObservationStateTracked``). Readers of the whole state are told
/// when its identity changes (a state without identity, a number, after
/// every turn).
///
/// It reduces with the dependencies its store was given (the reducers'
/// `@Dependency` read them; the effects they return keep them).
///
/// Effects start with `Task.immediate`: one whose work does not suspend
/// (storage here is synchronous) has sent its actions back before `send`
/// returns, which a toolkit without a run loop needs (a scripted `tap Done`
/// prints the new row at once). Actions sent while one is being reduced wait
/// their turn.
@MainActor
public final class RootCore<State, Action>: Observable {
  private let registrar = ObservationRegistrar()
  private var current: State
  private let reducer: any Reducer<State, Action>
  private let dependencies: DependencyValues
  private var pending: [Action] = []
  private var isReducing = false

  /// A runtime starting from `initialState`, run by `reducer` with `dependencies`.
  public init(initialState: State, reducer: some Reducer<State, Action>, dependencies: DependencyValues) {
    current = initialState
    self.reducer = reducer
    self.dependencies = dependencies
  }

  /// The current state; reading it under observation tracking registers for
  /// a new identity (its properties register for themselves).
  public var state: State {
    registrar.access(self, keyPath: \.state)
    return current
  }

  /// Reduces `action`, then every action it and its effects send, in order.
  public func send(_ action: Action) {
    pending.append(action)
    guard !isReducing else { return }
    isReducing = true
    var next = current
    DependencyValues.$current.withValue(dependencies) {
      while !pending.isEmpty {
        start(reducer.reduce(into: &next, action: pending.removeFirst()))
      }
    }
    let identity = ObservableStateID.of(current)
    current = next
    isReducing = false
    if identity.map({ ObservableStateID.of(next)?.isSame(as: $0) == true }) != true {
      registrar.withMutation(of: self, keyPath: \.state) {}
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
