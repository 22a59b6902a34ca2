import Foundation

/// What a test process wrote to Swift Testing's event stream
/// (`--event-stream-output-path FILE --event-stream-version 0`, JSON lines).
struct TestEventStream: Sendable {
  /// Test functions that started.
  var testsStarted = 0
  /// The failing tests' names, in the order their first issue came.
  var failingTests: [String] = []
  /// Whether the run ended (a crash leaves no `runEnded`).
  var runEnded = false

  /// Reads the stream in `data`; lines it does not know are skipped, as the schema asks.
  init(_ data: Data) {
    var names: [String: String] = [:]
    var functions = Set<String>()
    var failing: [String] = []
    for line in data.split(separator: UInt8(ascii: "\n")) {
      guard let record = try? JSONSerialization.jsonObject(with: line) as? [String: Any],
        let kind = record["kind"] as? String, let payload = record["payload"] as? [String: Any]
      else { continue }
      if kind == "test", let id = payload["id"] as? String {
        names[id] = (payload["displayName"] as? String) ?? (payload["name"] as? String) ?? id
        if payload["kind"] as? String == "function" { functions.insert(id) }
        continue
      }
      guard kind == "event", let event = payload["kind"] as? String else { continue }
      switch event {
      case "testStarted":
        if let id = payload["testID"] as? String, functions.contains(id) { testsStarted += 1 }
      case "issueRecorded":
        let issue = payload["issue"] as? [String: Any]
        let isFailure = (issue?["isFailure"] as? Bool) ?? !((issue?["isKnown"] as? Bool) ?? false)
        if isFailure { failing.append(payload["testID"] as? String ?? "(outside any test)") }
      case "runEnded": runEnded = true
      default: break
      }
    }
    var seen = Set<String>()
    failingTests = failing.map { Self.name(of: $0, in: names) }.filter { seen.insert($0).inserted }
  }

  /// The display name of the test `id` (a test case's id names its test function first).
  private static func name(of id: String, in names: [String: String]) -> String {
    if let name = names[id] { return name }
    if let match = names.keys.filter({ id.hasPrefix($0) }).max(by: { $0.count < $1.count }) {
      return names[match] ?? id
    }
    return id
  }

  /// Whether every test passed and the run ended.
  var passed: Bool { runEnded && failingTests.isEmpty }
}
