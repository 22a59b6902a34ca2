import Foundation
import Testing

/// The figures a check measured in this run, for the comparison report.
///
/// When `ARCHLAB_RELIABILITY_OUT` names a folder, each check writes
/// `<check, dashed>.json` there (`crash-safety.json`, `memory.json`…): one JSON
/// object with `check`, `tried`, `passed`, `detail`, `seconds` and the check's
/// own measured numbers. Several tests of one check add up in the same file.
/// Nothing is written when the variable is unset.
struct CheckFigures: Sendable {
  /// The check's name, as the report shows it (`crash safety`).
  var check: String
  /// How many cases were tried.
  var tried = 0
  /// How many of them passed.
  var passed = 0
  /// Other measured numbers, by name (`rowsLost`, `residentBytesDelta`…); added up across tests.
  var numbers: [String: Int] = [:]
  /// Wall-clock seconds the check took (recorded, never asserted).
  var seconds = 0.0

  init(_ check: String) { self.check = check }

  /// Counts one case.
  mutating func count(_ passed: Bool) {
    tried += 1
    if passed { self.passed += 1 }
  }

  /// Adds `value` to the number `name`.
  mutating func add(_ value: Int, to name: String) {
    numbers[name, default: 0] += value
  }
}

/// Collects the figures of every check and writes them out.
enum Figures {
  /// The folder named by `ARCHLAB_RELIABILITY_OUT`, if set.
  static var folder: String? {
    guard let path = ProcessInfo.processInfo.environment["ARCHLAB_RELIABILITY_OUT"], !path.isEmpty else {
      return nil
    }
    return path
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var totals: [String: CheckFigures] = [:]

  /// Adds `figures` to the check's totals and rewrites its file, the detail
  /// line made by `detail` from the totals.
  static func record(_ figures: CheckFigures, detail: (CheckFigures) -> String) {
    lock.lock()
    defer { lock.unlock() }
    var total = totals[figures.check] ?? CheckFigures(figures.check)
    total.tried += figures.tried
    total.passed += figures.passed
    total.seconds += figures.seconds
    for (name, value) in figures.numbers { total.add(value, to: name) }
    totals[figures.check] = total
    guard let folder else { return }
    var object: [String: Any] = [
      "check": total.check, "tried": total.tried, "passed": total.passed, "detail": detail(total),
      "seconds": (total.seconds * 100).rounded() / 100,
    ]
    for (name, value) in total.numbers { object[name] = value }
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let data = try JSONSerialization.data(
        withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
      let name = total.check.replacingOccurrences(of: " ", with: "-") + ".json"
      try (data + Data("\n".utf8)).write(
        to: URL(fileURLWithPath: folder).appendingPathComponent(name), options: .atomic)
    } catch {
      Issue.record("cannot write the \(total.check) figures to \(folder): \(error)")
    }
  }
}

/// Measures the wall-clock seconds `body` takes.
func measureSeconds<T>(_ body: () throws -> T) rethrows -> (T, Double) {
  let start = ContinuousClock.now
  let value = try body()
  let elapsed = ContinuousClock.now - start
  return (value, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
}
