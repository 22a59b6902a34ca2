import Foundation
import Testing

@testable import TestRuns

/// The reader, on event streams recorded from this toolchain (see `Fixtures/README.md`).
@Suite("Reading Swift Testing's event stream")
struct TestEventStreamReaderTests {
  static let fixtures = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Fixtures")

  func run(_ name: String) throws -> TestRun {
    try TestEventStreamReader.read(contentsOf: Self.fixtures.appending(path: "\(name).jsonl"))
  }

  @Test("A passing test: the run finished, one test passed")
  func passing() throws {
    let run = try run("passing")
    #expect(run.finished && run.succeeded)
    #expect(run.tests.map(\.title) == ["Doubling works"])
    #expect(run.passed.count == 1 && run.failed.isEmpty && run.skipped.isEmpty)
  }

  @Test("Failing tests: each with its message, comment and place; a known issue fails nothing")
  func failing() throws {
    let run = try run("failing")
    #expect(run.finished && !run.succeeded)
    #expect(run.failed.map(\.title).sorted() == ["Doubling is wrong", "throwing()"])
    #expect(run.passed.map(\.title) == ["Known to fail"])
    let wrong = try #require(run.tests.first { $0.title == "Doubling is wrong" })
    let issue = try #require(wrong.failingIssues.first)
    #expect(issue.message == "Expectation failed: (double(2) → 4) == 5")
    #expect(issue.details == ["two doubled is four"])
    #expect(issue.location == SourceLocation(fileID: "LibTests/LibTests.swift", line: 7, column: 47))
    #expect(
      issue.description == "LibTests.swift:7: Expectation failed: (double(2) → 4) == 5 (two doubled is four)")
    #expect(run.failureSummaries.contains("throwing() — LibTests.swift:8: Caught error: Boom()"))
    let known = try #require(run.tests.first { $0.title == "Known to fail" })
    #expect(known.issues.map(\.isKnown) == [true])
  }

  @Test("A skipped test is skipped, with its reason, and the run still succeeds")
  func skipped() throws {
    let run = try run("skipped")
    #expect(run.succeeded)
    #expect(run.skipped.map(\.title) == ["Not today"])
    #expect(run.skipped.first?.skipReason == "skipped on purpose")
    #expect(run.started.isEmpty)
  }

  @Test("A parameterized test's issue carries the arguments of its case, labeled")
  func parameterized() throws {
    let run = try run("parameterized")
    #expect(run.failed.map(\.title).sorted() == ["AC1 · Works per arch", "AC2 · Two arguments"])
    let one = try #require(run.tests.first { $0.title == "AC1 · Works per arch" })
    #expect(one.isParameterized && one.argumentLabels == ["architecture"])
    #expect(
      one.failingIssues.map(\.arguments) == [TestCaseArguments(displayName: "mvp", labels: ["architecture"])])
    let two = try #require(run.tests.first { $0.title == "AC2 · Two arguments" })
    let arguments = try #require(two.failingIssues.first?.arguments)
    #expect(arguments.values == ["mvvm", #""a, b""#])
    #expect(arguments.value(labeled: "architecture") == "mvvm")
    #expect(arguments.value(labeled: "query") == #""a, b""#)
  }

  @Test("Each case of a parameterized test ends passed or failed, by its arguments as shown")
  func cases() throws {
    let run = try run("parameterized")
    let one = try #require(run.tests.first { $0.title == "AC1 · Works per arch" })
    #expect(one.cases.map(\.displayName).sorted() == ["mvc", "mvp", "mvvm", "viper"])
    #expect(one.passedCases.sorted() == ["mvc", "mvvm", "viper"])
    let two = try #require(run.tests.first { $0.title == "AC2 · Two arguments" })
    #expect(two.cases.count == 8)
    #expect(two.cases.filter { !$0.passed }.map(\.displayName) == [#"mvvm, "a, b""#])
    let passing = try self.run("passing")
    #expect(passing.tests.allSatisfy { $0.cases.isEmpty })
  }

  @Test("A stream cut short is an unfinished run whose started test did not finish")
  func cutShort() throws {
    let data = try Data(contentsOf: Self.fixtures.appending(path: "parameterized.jsonl"))
    let lines = data.split(separator: UInt8(ascii: "\n"))
    let firstCase = try #require(
      lines.firstIndex { String(decoding: $0, as: UTF8.self).contains("testCaseStarted") })
    let cut =
      Data(lines.prefix(firstCase + 1).joined(separator: [UInt8(ascii: "\n")])) + Data("{\"kind\":\"ev".utf8)
    let run = try TestEventStreamReader.read(cut)
    #expect(!run.finished && !run.succeeded)
    #expect(run.failed.allSatisfy { $0.status == .didNotFinish })
    #expect(!run.failed.isEmpty)
  }

  @Test("No stream at all is a run that never started; a bad line or another version is an error naming it")
  func badInput() throws {
    let missing = try TestEventStreamReader.read(contentsOf: URL(filePath: "/nonexistent/events.jsonl"))
    #expect(!missing.finished && missing.tests.isEmpty)
    #expect(throws: TestEventStreamError.malformedLine(1, "not json")) {
      try TestEventStreamReader.read(Data("not json\n{}\n".utf8))
    }
    #expect(throws: TestEventStreamError.unsupportedVersion("6.3.0")) {
      try TestEventStreamReader.read(Data(#"{"kind":"event","version":"6.3.0","payload":{}}"#.utf8 + [10]))
    }
  }

  @Test(
    "Displayed arguments split at top-level commas only",
    arguments: [
      ("mvc", ["mvc"]), (#".mvp, "a, b""#, [".mvp", #""a, b""#]), (#""x\"y", 3"#, [#""x\"y""#, "3"]),
      ("(1, 2), [3, 4]", ["(1, 2)", "[3, 4]"]),
    ])
  func split(displayName: String, values: [String]) {
    #expect(TestCaseArguments.split(displayName) == values)
  }
}

/// The run's own time, as the event stream's instants give it: what the unit-test timer reads.
@Suite("The run's time from the event stream")
struct RunTimeTests {
  @Test("The time runs from the runStarted event's instant to the runEnded event's")
  func fromInstants() throws {
    let run = try TestEventStreamReader.read(
      contentsOf: TestEventStreamReaderTests.fixtures.appending(path: "passing.jsonl"))
    let started = try #require(run.startedAt)
    let ended = try #require(run.endedAt)
    #expect(run.seconds == ended - started)
    // The fixture's instants: a run of about 2 ms, measured to the nanosecond (not on any grid).
    #expect(abs(started - 2208.754446987) < 1e-9)
    #expect((0.0005...0.05).contains(ended - started))
  }

  @Test("A stream without both instants has no time")
  func noInstants() throws {
    let line = #"{"version":0,"kind":"event","payload":{"kind":"runStarted","messages":[]}}"#
    let run = try TestEventStreamReader.read(Data((line + "\n").utf8))
    #expect(run.startedAt == nil && run.seconds == nil)
  }
}
