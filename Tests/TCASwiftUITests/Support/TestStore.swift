import CustomDump
import Testing

@testable import TCASwiftUI

/// The Composable Architecture's test tool, kept here as TCA ships it: a
/// library tool for tests, not part of the app. It runs a feature's reducer
/// and makes the test assert everything: `send(action) { $0.field = … }`
/// states the whole change of state an action makes, `receive(action) { … }`
/// each action an effect feeds back, in order.
///
/// It is exhaustive: it records a test issue when the state after an action
/// is not the one asserted (with custom-dump's diff), when an action is sent
/// while fed-back actions wait to be received, and, once released, for every
/// fed-back action never received and every effect still running.
@MainActor
final class TestStore<State: Equatable & Sendable, Action: Equatable & Sendable> {
  /// The feature's state now.
  private(set) var state: State
  private let reducer: any Reducer<State, Action>
  private var received: [Action] = []
  private var running = 0
  private let sourceLocation: SourceLocation

  /// A test store starting from `initialState`, run by the reducer `reducer` makes.
  init<Feature: Reducer<State, Action>>(
    initialState: State, sourceLocation: SourceLocation = #_sourceLocation,
    @ReducerBuilder<State, Action> reducer: () -> Feature
  ) {
    state = initialState
    self.reducer = reducer()
    self.sourceLocation = sourceLocation
  }

  /// Sends `action`, as the view would, and checks that the state changed
  /// exactly as `update` changes the state from before.
  func send(
    _ action: Action, _ update: (inout State) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    if !received.isEmpty {
      Issue.record(
        "Sent \(action) while \(received.count) fed-back actions were not received: \(received)",
        sourceLocation: sourceLocation)
    }
    run(action, update, sourceLocation)
  }

  /// Takes the next action an effect fed back, checks that it is `expected`,
  /// reduces it, and checks that the state changed exactly as `update` says.
  func receive(
    _ expected: Action, _ update: (inout State) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard !received.isEmpty else {
      Issue.record(
        "Expected to receive \(expected), but no action was fed back", sourceLocation: sourceLocation)
      return
    }
    let action = received.removeFirst()
    if action != expected {
      Issue.record(
        "Received another action than expected (− expected, + received):\n\(diff(expected, action) ?? "")",
        sourceLocation: sourceLocation)
    }
    run(action, update, sourceLocation)
  }

  private func run(_ action: Action, _ update: (inout State) -> Void, _ sourceLocation: SourceLocation) {
    var expected = state
    let effect = reducer.reduce(into: &state, action: action)
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
