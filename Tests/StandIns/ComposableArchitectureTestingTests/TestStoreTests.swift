import ComposableArchitecture
import ComposableArchitectureTesting
import Testing

/// The test store is a tool every TCA suite trusts, so it is tested too, once, on a feature of
/// its own: each way of leaving something unasserted must fail the test.
@MainActor
@Suite("The exhaustive test store")
struct TestStoreTests {
  /// A tally whose client reads `names`.
  func tally(_ names: [String] = []) -> TestStore<Tally.State, Tally.Action> {
    TestStore(initialState: Tally.State()) {
      Tally()
    } withDependencies: {
      $0.namesClient = .holding(names)
    }
  }

  @Test("A change of state left unasserted fails the test")
  func unassertedChangeFails() async {
    await withKnownIssue {
      await tally().send(.increment)
    }
  }

  @Test("A change asserted wrongly fails the test")
  func wrongChangeFails() async {
    await withKnownIssue {
      await tally().send(.increment) { $0.count = 2 }
    }
  }

  @Test("An action fed back and never received fails the test")
  func unreceivedActionFails() async {
    await withKnownIssue {
      await tally().send(.load)
    }
  }

  @Test("Receiving another action than the one fed back fails the test")
  func wrongReceivedActionFails() async {
    await withKnownIssue {
      let store = tally(["Ada"])
      await store.send(.load)
      await store.receive(.loaded(.success([])))
    }
  }

  @Test("Receiving by a case path another case than the one fed back fails the test")
  func wrongReceivedCaseFails() async {
    await withKnownIssue {
      let store = tally()
      await store.send(.load)
      await store.receive(\.loaded.failure)
    }
  }

  @Test("Receiving by a case path another value than the one fed back fails the test")
  func wrongReceivedValueFails() async {
    await withKnownIssue {
      let store = tally(["Ada"])
      await store.send(.load)
      await store.receive(\.loaded.success, [])
    }
  }

  @Test("Sending while a fed-back action waits fails the test")
  func sendingBeforeReceivingFails() async {
    await withKnownIssue {
      let store = tally()
      await store.send(.load)
      await store.send(.increment) { $0.count = 1 }
      await store.receive(\.loaded.success)
    }
  }

  @Test("An effect still running at the end fails the test")
  func runningEffectFails() async {
    let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
    await withKnownIssue {
      let store = TestStore(initialState: 0) {
        Reduce<Int, Bool> { _, _ in .run { _ in for await _ in stream {} } }
      }
      await store.send(true)
    }
    continuation.finish()
  }

  @Test("A dependency the test did not set is its test value: an endpoint called fails the test")
  func unimplementedEndpointFails() async {
    await withKnownIssue {
      let store = TestStore(initialState: Tally.State()) { Tally() }
      await store.send(.load)
      await store.receive(\.loaded.success, [])
    } matching: { issue in
      issue.description.contains("Unimplemented: 'NamesClient.all'")
    }
  }

  @Test("Everything asserted, the test passes")
  func exhaustiveTestPasses() async {
    let store = tally(["Ada"])
    await store.send(.increment) { $0.count = 1 }
    await store.send(.load)
    await store.receive(\.loaded.success, ["Ada"]) { $0.names = ["Ada"] }
  }
}
