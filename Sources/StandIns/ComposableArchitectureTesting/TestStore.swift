import ComposableArchitecture
import CustomDump
import Testing

/// The Composable Architecture's test tool, kept here as TCA ships it: a
/// library tool for tests, not part of the app. It runs a feature's reducer
/// and makes the test assert everything: `await store.send(action) { $0.field = … }`
/// states the whole change of state an action makes, `await store.receive(\.case) { … }`
/// each action an effect feeds back, in order.
///
/// Its dependencies are the test values (unimplemented clients) changed by
/// `withDependencies:`, as TCA's are; the reducers and the effects they
/// return run with them, and an unimplemented endpoint called records a test
/// issue.
///
/// It is exhaustive: it records a test issue when the state after an action
/// is not the one asserted (with custom-dump's diff), when an action is sent
/// while fed-back actions wait to be received, and, once released, for every
/// fed-back action never received and every effect still running.
@MainActor
public final class TestStore<State: Equatable & Sendable, Action: Equatable & Sendable> {
  /// The feature's state now.
  public private(set) var state: State
  private let reducer: any Reducer<State, Action>
  private let dependencies: DependencyValues
  private var received: [Action] = []
  private var running = 0
  private let sourceLocation: SourceLocation

  /// A test store starting from `initialState`, run by the reducer `reducer`
  /// makes, on the test dependencies changed by `prepareDependencies`.
  public init<Feature: Reducer<State, Action>>(
    initialState: State, @ReducerBuilder<State, Action> reducer: () -> Feature,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    state = initialState
    self.reducer = reducer()
    dependencies = withDependencies({
      $0.context = .test
      prepareDependencies(&$0)
    }) { DependencyValues.current }
    self.sourceLocation = sourceLocation
  }

  /// Sends `action`, as the view would, and checks that the state changed
  /// exactly as `update` changes the state from before.
  public func send(
    _ action: Action, _ update: (inout State) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    if !received.isEmpty {
      Issue.record(
        "Sent \(action) while \(received.count) fed-back actions were not received: \(received)",
        sourceLocation: sourceLocation)
    }
    run(action, update, sourceLocation)
  }

  /// Takes the next action an effect fed back, checks that it is `expected`,
  /// reduces it, and checks that the state changed exactly as `update` says.
  public func receive(
    _ expected: Action, _ update: (inout State) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    receive(update, sourceLocation) { action in
      action == expected ? nil : "(− expected, + received):\n\(diff(expected, action) ?? "")"
    }
  }

  /// Takes the next action an effect fed back, checks that it is of the case
  /// `expected` (`\.contactsLoaded.success`), reduces it, and checks that the
  /// state changed exactly as `update` says.
  public func receive<Value>(
    _ expected: CaseKeyPath<Action, Value>, _ update: (inout State) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) async where Action: CasePathable {
    let path = Action.allCasePaths[keyPath: expected]
    receive(update, sourceLocation) { action in
      path.extract(action) != nil
        ? nil : "of another case than \(expected):\n\(String(customDumping: action))"
    }
  }

  /// Takes the next action an effect fed back, checks that it is of the case
  /// `expected` holding `value` (`\.delegate.saved, contact`), reduces it, and
  /// checks that the state changed exactly as `update` says.
  public func receive<Value: Equatable>(
    _ expected: CaseKeyPath<Action, Value>, _ value: Value, _ update: (inout State) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) async where Action: CasePathable {
    let path = Action.allCasePaths[keyPath: expected]
    receive(update, sourceLocation) { action in
      path.extract(action) == value
        ? nil : "(− expected, + received):\n\(diff(path.embed(value), action) ?? "")"
    }
  }

  /// Takes the next action fed back, records `mismatch`'s description of it
  /// if there is one, and reduces it.
  private func receive(
    _ update: (inout State) -> Void, _ sourceLocation: SourceLocation, mismatch: (Action) -> String?
  ) {
    guard !received.isEmpty else {
      Issue.record("Expected to receive an action, but none was fed back", sourceLocation: sourceLocation)
      return
    }
    let action = received.removeFirst()
    if let mismatch = mismatch(action) {
      Issue.record("Received an action other than expected \(mismatch)", sourceLocation: sourceLocation)
    }
    run(action, update, sourceLocation)
  }

  private func run(_ action: Action, _ update: (inout State) -> Void, _ sourceLocation: SourceLocation) {
    let record: @Sendable (String) -> Void = {
      Issue.record(Comment(rawValue: $0), sourceLocation: sourceLocation)
    }
    IssueReporting.$reporter.withValue(record) {
      var expected = state
      let effect = DependencyValues.$current.withValue(dependencies) {
        reducer.reduce(into: &state, action: action)
      }
      update(&expected)
      if expected != state {
        Issue.record(
          "State after \(action) is not the one asserted (− expected, + actual):\n\(diff(expected, state) ?? "")",
          sourceLocation: sourceLocation)
      }
      for operation in effect.operations {
        switch operation {
        case .send(let action):
          received.append(action)
        case .run(let work):
          running += 1
          let send = Send<Action> { [weak self] in self?.received.append($0) }
          Task.immediate { [weak self] in
            await work(send)
            self?.running -= 1
          }
        }
      }
    }
  }

  deinit {
    if !received.isEmpty {
      Issue.record(
        "\(received.count) fed-back actions were never received: \(received)", sourceLocation: sourceLocation)
    }
    if running > 0 {
      Issue.record(
        "\(running) effects were still running at the end of the test", sourceLocation: sourceLocation)
    }
  }
}
