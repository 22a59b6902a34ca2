import ComposableArchitecture
import Observation

/// The runtime of a feature: it owns the state, runs the reducer on each
/// action in the order sent, runs the effects the reducer returns, and puts
/// the new state in place. Views reach it through a ``Store``.
///
/// As the Composable Architecture's root store does, it reduces every action
/// of a turn (the one sent, then those it and its effects send) into a copy of
/// its state and puts the copy in place at the end of the turn. It compares no
/// state: the state's own properties (``ObservationStateTracked``) tell their
/// observers when they change, and the views' updates wait for the end of the
/// turn (``ViewUpdates``), so they read the new state. Readers of the whole
/// state are told only when its identity changed (``ObservableStateID``; a
/// state without identity, such as a number, after every turn).
///
/// It reduces with the dependencies its store was given (the reducers'
/// `@Dependency` read them; the effects they return keep them).
///
/// Effects start at once with `Task.immediate`: an effect whose work does not
/// suspend (storage here is synchronous) has sent its actions back before
/// `send` returns, which a toolkit without a run loop needs (a scripted
/// `tap Done` prints the new row at once). Actions sent while an action is
/// being reduced wait their turn, as in the Composable Architecture's store.
@MainActor
public final class RootStore<State, Action>: Observable {
  private let registrar = ObservationRegistrar()
  private let stateKeyPath: KeyPath<RootStore, State>
  private var stored: State
  private let reducer: any Reducer<State, Action>
  private let dependencies: DependencyValues
  private var pending: [Action] = []
  private var isSending = false

  /// A runtime starting from `initialState`, run by `reducer` with `dependencies`.
  public init(initialState: State, reducer: some Reducer<State, Action>, dependencies: DependencyValues) {
    stored = initialState
    self.reducer = reducer
    self.dependencies = dependencies
    stateKeyPath = \.state
  }

  /// The current state; reading it under observation tracking observes its
  /// identity (its properties observe themselves).
  public var state: State {
    registrar.access(self, keyPath: stateKeyPath)
    return stored
  }

  /// Reduces `action`, then every action it and its effects send, in order.
  public func send(_ action: Action) {
    pending.append(action)
    guard !isSending else { return }
    ViewUpdates.holding {
      isSending = true
      var current = stored
      DependencyValues.$current.withValue(dependencies) {
        while !pending.isEmpty {
          start(reducer.reduce(into: &current, action: pending.removeFirst()))
        }
      }
      let identity = ObservableStateID.of(stored)
      stored = current
      isSending = false
      if identity.map({ ObservableStateID.of(current)?.isSame(as: $0) == true }) != true {
        registrar.withMutation(of: self, keyPath: stateKeyPath) {}
      }
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
