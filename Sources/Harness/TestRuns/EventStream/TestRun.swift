/// What one `swift test` run said about its tests, read from Swift Testing's
/// event stream (see ``TestEventStreamReader``).
public struct TestRun: Sendable, Equatable {
  /// Every test function the run announced, in the order announced.
  public var tests: [TestResult] = []
  /// Issues recorded outside any test.
  public var unattributedIssues: [TestIssue] = []
  /// Whether the run reached its end (a crash or a build failure leaves it unfinished).
  public var finished = false
  /// When the run started and ended, on the test library's clock (seconds), from the
  /// `runStarted` and `runEnded` events' instants; `nil` when the stream has none.
  public var startedAt: Double?
  public var endedAt: Double?

  /// How long the run took by the test library's own clock, from its first event to its
  /// last: the tests' time, without the process's start and end; `nil` without both instants.
  public var seconds: Double? {
    guard let startedAt, let endedAt, endedAt >= startedAt else { return nil }
    return endedAt - startedAt
  }

  /// Creates an empty, unfinished run.
  public init() {}

  /// The tests that started (skipped ones did not).
  public var started: [TestResult] { tests.filter { $0.status != .skipped && $0.status != .notRun } }
  /// The tests that failed, or started and never ended.
  public var failed: [TestResult] { tests.filter { $0.status == .failed || $0.status == .didNotFinish } }
  /// The tests that were skipped.
  public var skipped: [TestResult] { tests.filter { $0.status == .skipped } }
  /// The tests that passed.
  public var passed: [TestResult] { tests.filter { $0.status == .passed } }

  /// Whether the run finished with every started test passed and no issue outside a test.
  public var succeeded: Bool {
    finished && failed.isEmpty && !unattributedIssues.contains { !$0.isKnown }
  }

  /// One line per failing test: its name, then where and why its first issue failed.
  public var failureSummaries: [String] {
    failed.map { test in
      guard let issue = test.failingIssues.first else { return "\(test.title): did not finish" }
      return "\(test.title) — \(issue.description)"
    } + unattributedIssues.filter { !$0.isKnown }.map { "outside any test — \($0.description)" }
  }
}
