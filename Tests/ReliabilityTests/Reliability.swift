import ReliabilitySupport
import Testing

/// The reliability issue's checks: crash safety, concurrent writers, damaged
/// files, hostile input, memory and command-line options.
///
///     swift test --filter ReliabilityTests
///
/// Crash safety, concurrent writers, damaged files, options and part of
/// hostile input run the built `archlab` as child processes. `swift test`
/// builds every product, so it is there, next to the test bundle; after a
/// bare `swift build --build-tests`, run `swift build --product archlab`
/// first. Without it those suites are skipped, saying why, and their checks
/// are recorded as skipped with that reason.
///
/// With `ARCHLAB_RELIABILITY_OUT=<folder>`, each check writes the figures it
/// measured, its status and the reason of a failure or a skip to
/// `<folder>/<check>.json` (see ``Figures``), for the report.
///
/// The suites run one after the other (`.serialized`): the child processes of
/// one check would otherwise compete for the CPU with another's, and the
/// memory check measures this process's resident memory.
@Suite("Reliability", .serialized)
struct Reliability {
  @Test(
    "Without the archlab executable, the checks that run it are recorded as skipped, saying why",
    .enabled(if: ArchLabBinary.path == nil))
  func recordsSkippedChecks() throws {
    for check in ReliabilityCheck.allCases {
      guard let reason = check.withoutBinary else { continue }
      try Figures.recording(check) { figures in figures.skip(reason) }
    }
  }
}

/// Checks `condition` like `#expect`, and returns it, to count passed cases.
///
/// Inside ``Figures/recording(_:isolation:_:)`` a failure is held
/// until the check's figures are written, then reported.
@discardableResult
func check(
  _ condition: Bool, _ comment: @autoclosure () -> String, sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  if !condition {
    if let log = FailureLog.current {
      log.note(comment(), at: sourceLocation)
    } else {
      Issue.record(Comment(rawValue: comment()), sourceLocation: sourceLocation)
    }
  }
  return condition
}

/// `text` for a failure message: escaped, and cut if long.
func shown(_ text: String) -> String {
  let escaped = String(reflecting: text)
  return escaped.count > 160 ? escaped.prefix(160) + "… (\(text.count) characters)" : escaped
}
