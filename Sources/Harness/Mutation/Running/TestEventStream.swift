import Foundation
import TestRuns

/// What a test process wrote to Swift Testing's event stream, as the engine reads it:
/// the run read by TestRuns' ``TestEventStreamReader`` (the harness's one reader of the
/// stream), summed up for a mutant.
struct TestEventStream: Sendable {
  /// The run, as the stream tells it.
  var run: TestRun
  /// Why the stream could not be read, when it could not (a line that is no record).
  var unreadable: String?

  /// Reads the stream in `data`; an empty one is a run that never started.
  init(_ data: Data) {
    do {
      run = try TestEventStreamReader.read(data)
    } catch {
      run = TestRun()
      unreadable = error.description
    }
  }

  /// Test functions that started.
  var testsStarted: Int { run.started.count }

  /// The tests that recorded a failing issue, each once, then "(outside any test)" for an
  /// issue recorded outside one; a test a crash cut short is not among them.
  var failingTests: [String] {
    run.tests.filter { $0.status == .failed }.map(\.title)
      + (run.unattributedIssues.contains { !$0.isKnown } ? ["(outside any test)"] : [])
      + (unreadable.map { ["(the event stream: \($0))"] } ?? [])
  }

  /// The identifiers of the tests that recorded a failing issue.
  var failingTestIDs: [String] { run.tests.filter { $0.status == .failed }.map(\.id) }

  /// Whether the run ended (a crash leaves no `runEnded`).
  var runEnded: Bool { run.finished }

  /// Whether every test passed and the run ended.
  var passed: Bool { runEnded && failingTests.isEmpty }
}
