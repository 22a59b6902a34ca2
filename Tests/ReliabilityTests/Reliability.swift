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
/// first. Without it those suites are skipped, saying why.
///
/// With `ARCHLAB_RELIABILITY_OUT=<folder>`, each check writes the figures it
/// measured to `<folder>/<check>.json` (see ``Figures``), for the report.
///
/// The suites run one after the other (`.serialized`): the child processes of
/// one check would otherwise compete for the CPU with another's timing, and
/// the memory check measures this process's resident memory.
@Suite("Reliability", .serialized)
struct Reliability {}

/// Checks `condition` like `#expect`, and returns it, to count passed cases.
@discardableResult
func check(
  _ condition: Bool, _ comment: @autoclosure () -> String, sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  #expect(condition, Comment(rawValue: comment()), sourceLocation: sourceLocation)
  return condition
}

/// `text` for a failure message: escaped, and cut if long.
func shown(_ text: String) -> String {
  let escaped = String(reflecting: text)
  return escaped.count > 160 ? escaped.prefix(160) + "… (\(text.count) characters)" : escaped
}
