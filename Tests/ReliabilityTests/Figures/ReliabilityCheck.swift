import ReliabilitySupport

/// The checks of the reliability tests, each a row of the report's table and
/// a file `<check, dashed>.json` in `ARCHLAB_RELIABILITY_OUT`.
enum ReliabilityCheck: String, CaseIterable, Sendable, CustomStringConvertible {
  case concurrentWriters = "concurrent writers"
  case crashSafety = "crash safety"
  case damagedFiles = "damaged files"
  case hostileInput = "hostile input"
  case memory = "memory"
  case options = "options"

  /// The name the report shows (`crash safety`).
  var description: String { rawValue }

  /// The file the check's figures go to (`crash-safety.json`).
  var fileName: String { rawValue.replacingOccurrences(of: " ", with: "-") + ".json" }

  /// Why the check, or which part of it, does not run without the built
  /// `archlab` executable; `nil` if it does not need it.
  var withoutBinary: String? {
    switch self {
    case .crashSafety, .concurrentWriters, .damagedFiles, .options: ArchLabBinary.missingMessage
    case .hostileInput:
      "the scripts and forms given to archlab run did not run: \(ArchLabBinary.missingMessage)"
    case .memory: nil
    }
  }

  /// The report's line for the check, from its totals.
  func detail(_ figures: CheckFigures) -> String {
    switch self {
    case .concurrentWriters: Reliability.ConcurrentWriterTests.detail(figures)
    case .crashSafety: Reliability.CrashSafetyTests.detail(figures)
    case .damagedFiles: Reliability.DamagedFileTests.detail(figures)
    case .hostileInput: Reliability.HostileInputTests.detail(figures)
    case .memory: Reliability.MemoryTests.detail(figures)
    case .options: Reliability.OptionTests.detail(figures)
    }
  }
}
