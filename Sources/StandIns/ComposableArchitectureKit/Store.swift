import ComposableArchitecture

/// What a view holds: a feature's state to read and observe, and `send` for
/// what the user did. A store is the root's, or a part of it (``scope(state:action:)``),
/// so each screen sees only its feature's state and actions.
@MainActor
public final class Store<State, Action> {
  /// What this store reads and sends through: the root's runtime, or the
  /// parent's store of a scoped one; kept so that it lives as long as this store.
  private let parent: AnyObject
  private let toState: @MainActor () -> State?
  private let toSend: @MainActor (Action) -> Void
  private var lastState: State
  /// What reading the state registers with, besides the properties read: the
  /// store itself, as the Composable Architecture's store registers readers
  /// with its own registrar. It tells them when the store goes away, which
  /// ends their observation in every property they registered with, so that
  /// no observation outlives the screen holding the store.
  private let readers = PropertyObservation()

  /// The store of the feature `reducer` makes, starting from `initialState`,
  /// on the current dependencies changed by `prepareDependencies`: how the app
  /// sets its live clients (`withDependencies: { $0.contactsClient = .live(…) }`).
  public convenience init<Feature: Reducer<State, Action>>(
    initialState: State, @ReducerBuilder<State, Action> reducer: () -> Feature,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in }
  ) {
    let dependencies = withDependencies(prepareDependencies) { DependencyValues.current }
    let root = RootStore(initialState: initialState, reducer: reducer(), dependencies: dependencies)
    self.init(parent: root, initialState: initialState, state: { root.state }, send: { root.send($0) })
  }

  private init(
    parent: AnyObject, initialState: State, state: @escaping @MainActor () -> State?,
    send: @escaping @MainActor (Action) -> Void
  ) {
    self.parent = parent
    lastState = initialState
    toState = state
    toSend = send
  }

  /// The feature's current state; reading it under observation tracking
  /// observes it, until this store goes away. A child's store keeps the last
  /// state it read once the child is dismissed, so its screen can still draw
  /// while it goes.
  public var state: State {
    readers.access()
    if let current = toState() { lastState = current }
    return lastState
  }

  /// Ends the observations that read through this store. One that read a
  /// dismissed child's last state would otherwise stay registered with the
  /// parent's properties, keeping the child's observation storage alive until
  /// they next changed.
  isolated deinit {
    readers.didChange()
  }

  /// Sends `action` to the feature.
  public func send(_ action: Action) {
    toSend(action)
  }

  /// The store of a child feature that is always there (a tab): its state
  /// read at `toChildState`, its actions those of the case `action`.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>, action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> where Action: CasePathable {
    let embed = Action.allCasePaths[keyPath: action].embed
    return Store<ChildState, ChildAction>(
      parent: self, initialState: state[keyPath: toChildState],
      state: { [self] in self.state[keyPath: toChildState] },
      send: { [self] in self.send(embed($0)) })
  }

  /// The store of a presented child feature, or `nil` while it is not
  /// presented: its state read at `toChildState`, its actions those of the
  /// case `action` (`\.addContact.presented`; `\.alert`, whose buttons send
  /// `.presented` or `.dismiss`).
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>, action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? where Action: CasePathable {
    guard let initial = state[keyPath: toChildState] else { return nil }
    let embed = Action.allCasePaths[keyPath: action].embed
    return Store<ChildState, ChildAction>(
      parent: self, initialState: initial,
      state: { [self] in self.toState().flatMap { $0[keyPath: toChildState] } },
      send: { [self] in self.send(embed($0)) })
  }
}
