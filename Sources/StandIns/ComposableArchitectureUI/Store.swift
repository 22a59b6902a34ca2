import ComposableArchitecture
import Observation

/// What a view holds: its feature's state, read property by property
/// (`store.rows`), `send` for what the user did, and `scope` for a child's
/// store, as the Composable Architecture's `Store` is used with Observation.
///
/// A view reading `store.rows` in its body reads the state's `rows` property,
/// which registers the body with that property alone (``ObservationStateTracked``):
/// the toolkit evaluates the body again when `rows` changes, and for no other
/// change. A store is `Observable`, so a view can hold it as `@Bindable var
/// store` and derive bindings from it (`$store.firstName.sending(\.firstNameChanged)`,
/// `$store.scope(state: \.addContact, action: \.addContact)`).
///
/// Child stores are kept by their parent (as the Composable Architecture
/// caches them), so that a body evaluated again hands its child view the same
/// store, the same input; a presented child's store is dropped once its state
/// is gone. A child reads and sends through its parent's closures, not the
/// parent, so a parent's cache of children makes no cycle.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action>: Observable {
  /// The runtime this store reads and sends through, kept alive by every store of it.
  private let core: AnyObject
  private let read: @MainActor () -> State
  private let write: @MainActor (Action) -> Void
  /// The child stores made by `scope`, by state and action path.
  private var children: [[AnyKeyPath]: AnyObject] = [:]

  /// The store of the feature `reducer` makes, starting from `initialState`,
  /// on the current dependencies changed by `prepareDependencies`: how the app
  /// sets its live clients (`withDependencies: { $0.contactsClient = .live(…) }`).
  public convenience init<Feature: Reducer<State, Action>>(
    initialState: State, @ReducerBuilder<State, Action> reducer: () -> Feature,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in }
  ) {
    let dependencies = withDependencies(prepareDependencies) { DependencyValues.current }
    let core = RootCore(initialState: initialState, reducer: reducer(), dependencies: dependencies)
    self.init(core: core, read: { core.state }, write: { core.send($0) })
  }

  private init(
    core: AnyObject, read: @escaping @MainActor () -> State, write: @escaping @MainActor (Action) -> Void
  ) {
    self.core = core
    self.read = read
    self.write = write
  }

  /// The feature's current state; a presented child's store keeps its last
  /// state once the child is dismissed, so that its view can still be drawn as it goes.
  public var state: State { read() }

  /// A property of the state: `store.rows`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    read()[keyPath: keyPath]
  }

  /// Sends `action` to the feature.
  public func send(_ action: Action) {
    write(action)
  }

  /// The store of a child that is always there (a tab): its state at `state`,
  /// its actions those of the case `action`.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>, action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> where Action: CasePathable {
    let id: [AnyKeyPath] = [state, action]
    if let child = children[id] as? Store<ChildState, ChildAction> { return child }
    let (read, write, path) = (self.read, self.write, Action.allCasePaths[keyPath: action])
    let child = Store<ChildState, ChildAction>(
      core: core, read: { read()[keyPath: state] }, write: { write(path.embed($0)) })
    children[id] = child
    return child
  }

  /// The store of a presented child, `nil` while its state at `state` is:
  /// its actions those of the case `action`.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>, action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? where Action: CasePathable {
    let id: [AnyKeyPath] = [state, action]
    guard var last = read()[keyPath: state] else {
      children[id] = nil
      return nil
    }
    if let child = children[id] as? Store<ChildState, ChildAction> { return child }
    let (read, write, path) = (self.read, self.write, Action.allCasePaths[keyPath: action])
    let child = Store<ChildState, ChildAction>(
      core: core,
      read: {
        if let current = read()[keyPath: state] { last = current }
        return last
      }, write: { write(path.embed($0)) })
    children[id] = child
    return child
  }
}

extension Store: Identifiable {}

extension Store: Hashable {
  /// Whether both are the same store, as the Composable Architecture compares
  /// stores: what lets `.navigationDestination(item:)` take a child's store.
  public nonisolated static func == (lhs: Store, rhs: Store) -> Bool {
    lhs === rhs
  }

  /// The store's identity.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// The store of `Feature`'s state and actions: what a feature's view holds.
public typealias StoreOf<Feature: Reducer> = Store<Feature.State, Feature.Action>
