import Foundation
import Testing

@testable import Mutation

/// Reading Swift Testing's event stream (JSON lines, version 0) through TestRuns' reader.
@Suite("The test event stream")
struct TestEventStreamTests {
  static func line(_ object: [String: Any]) -> String {
    let data = try! JSONSerialization.data(withJSONObject: ["version": 0].merging(object) { $1 })
    return String(decoding: data, as: UTF8.self)
  }

  static func event(_ kind: String, _ extra: [String: Any] = [:]) -> String {
    line(["kind": "event", "payload": ["kind": kind, "messages": []].merging(extra) { $1 }])
  }

  static let stream = [
    line(["kind": "test", "payload": ["kind": "suite", "id": "T.S", "name": "S"]]),
    line([
      "kind": "test",
      "payload": ["kind": "function", "id": "T.S/a()/S.swift:3:4", "name": "a()", "displayName": "A passes"],
    ]),
    line(["kind": "test", "payload": ["kind": "function", "id": "T.S/b()/S.swift:8:4", "name": "b()"]]),
    event("runStarted"),
    event("testStarted", ["testID": "T.S"]),
    event("testStarted", ["testID": "T.S/a()/S.swift:3:4"]),
    event("testStarted", ["testID": "T.S/b()/S.swift:8:4"]),
    event("issueRecorded", ["testID": "T.S/a()/S.swift:3:4", "issue": ["isKnown": true]]),
    event(
      "issueRecorded",
      ["testID": "T.S/b()/S.swift:8:4", "issue": ["isKnown": false], "_testCase": ["displayName": "case 1"]]),
    event("issueRecorded", ["testID": "T.S/b()/S.swift:8:4", "issue": ["isKnown": false]]),
    event("testEnded", ["testID": "T.S/a()/S.swift:3:4"]),
    event("testEnded", ["testID": "T.S/b()/S.swift:8:4"]),
    event("testEnded", ["testID": "T.S"]),
    event("runEnded"),
  ].joined(separator: "\n")

  @Test("Failing tests are named once, known issues are not failures, and the run's end is seen")
  func reading() {
    let stream = TestEventStream(Data(Self.stream.utf8))
    #expect(stream.testsStarted == 2)
    #expect(stream.failingTests == ["b()"])
    #expect(stream.runEnded)
    #expect(!stream.passed)
  }

  @Test("A stream cut short by a crash has no run end and does not pass")
  func crash() {
    let stream = TestEventStream(
      Data(Self.stream.split(separator: "\n").prefix(7).joined(separator: "\n").utf8))
    #expect(stream.failingTests.isEmpty)
    #expect(!stream.runEnded)
    #expect(!stream.passed)
  }

  @Test("A line that is not a record, before the last, makes the stream unreadable: the run does not pass")
  func garbled() {
    var lines = Self.stream.split(separator: "\n").map(String.init)
    lines.insert("not json", at: 3)
    let stream = TestEventStream(Data(lines.joined(separator: "\n").utf8))
    #expect(!stream.passed)
    #expect(stream.failingTests.contains { $0.contains("line 4 is not a JSON record") })
  }
}
