import Foundation
import Testing

/// Collects the figures of every check and writes them out, for the report.
///
/// When `ARCHLAB_RELIABILITY_OUT` names a folder, each check writes
/// `<check, dashed>.json` there (`crash-safety.json`, `memory.json`…): one JSON
/// object with `check`, `status` (`passed`, `failed` or `skipped`), `reason`
/// (what failed, or why it was skipped; `null` if nothing), `tried`, `passed`,
/// `detail`, `seconds` and the check's own measured numbers. Several tests of
/// one check add up in the same file. Before the first check records, every
/// check's file is written as `failed`, "no result", so that a check the run
/// never reached (the process stopped, or it was filtered out) still has its
/// row. Nothing is written when the variable is unset.
enum Figures {
  /// The folder named by `ARCHLAB_RELIABILITY_OUT`, if set.
  static var folder: String? {
    guard let path = ProcessInfo.processInfo.environment["ARCHLAB_RELIABILITY_OUT"], !path.isEmpty else {
      return nil
    }
    return path
  }

  /// Why a check's file says `failed` before the check recorded anything.
  static let noResult =
    "no result: this check recorded nothing in this run (the test process ended before it finished, "
    + "or the check was filtered out of the run)"

  private static let lock = NSLock()
  nonisolated(unsafe) private static var totals: [ReliabilityCheck: CheckFigures] = [:]
  nonisolated(unsafe) private static var placeheld = false

  /// Runs `body`, one test's part of `check`, and records what it measured:
  /// the figures are written first, then its failed expectations are reported
  /// (``check(_:_:sourceLocation:)`` holds them until then), then an error it
  /// threw is rethrown. The file's `detail` is the check's
  /// (``ReliabilityCheck/detail(_:)``), from its totals.
  static func recording(
    _ check: ReliabilityCheck, isolation: isolated (any Actor)? = #isolation,
    _ body: (inout CheckFigures) throws -> Void
  ) throws {
    writePlaceholders()
    var figures = CheckFigures(check)
    let log = FailureLog()
    var thrown: (any Error)?
    let start = ContinuousClock.now
    FailureLog.$current.withValue(log) {
      do { try body(&figures) } catch { thrown = error }
    }
    figures.seconds = seconds(since: start)
    figures.failures += log.entries.map(\.message)
    if let thrown { figures.failures.append("stopped by an error: \(thrown)") }
    record(figures)
    for entry in log.entries {
      Issue.record(Comment(rawValue: entry.message), sourceLocation: entry.location)
    }
    if let thrown { throw thrown }
  }

  /// Adds `figures` to the check's totals and rewrites its file.
  private static func record(_ figures: CheckFigures) {
    let total = lock.withLock {
      var total = totals[figures.check] ?? CheckFigures(figures.check)
      total.merge(figures)
      totals[figures.check] = total
      return total
    }
    var object: [String: Any] = [
      "check": total.check.rawValue, "status": total.status.rawValue, "reason": total.reason ?? NSNull(),
      "tried": total.tried, "passed": total.passed,
      "detail": total.status == .skipped ? "" : total.check.detail(total),
      "seconds": (total.seconds * 100).rounded() / 100,
    ]
    for (name, value) in total.numbers { object[name] = value }
    write(object, as: total.check)
  }

  /// Writes the "no result" file of every check, once per process.
  private static func writePlaceholders() {
    let first = lock.withLock {
      defer { placeheld = true }
      return !placeheld
    }
    guard first else { return }
    for check in ReliabilityCheck.allCases {
      write(
        [
          "check": check.rawValue, "status": CheckStatus.failed.rawValue, "reason": noResult, "tried": 0,
          "passed": 0, "detail": "",
        ], as: check)
    }
  }

  private static func write(_ object: [String: Any], as check: ReliabilityCheck) {
    guard let folder else { return }
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let data = try JSONSerialization.data(
        withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
      try (data + Data("\n".utf8)).write(
        to: URL(fileURLWithPath: folder).appendingPathComponent(check.fileName), options: .atomic)
    } catch {
      Issue.record("cannot write the \(check) figures to \(folder): \(error)")
    }
  }

  /// The seconds since `start`.
  static func seconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }
}
