/// A mutant's outcome under one suite, with what decided it.
public struct SuiteOutcome: Codable, Sendable, Hashable {
  /// The outcome.
  public var outcome: MutantOutcome
  /// For a killed mutant, the first failing test (or how the process ended); for an
  /// unviable one, the compiler's error; otherwise `nil`.
  public var detail: String?
  /// For a mutant killed by failing tests, the identifiers of every test that failed
  /// (`VIPERTests.ContactListInteractorTests/…/ContactListInteractorTests.swift:12:3`), so
  /// that a score can count the kills of some tests only; `nil` otherwise.
  public var killers: [String]?

  /// Creates an outcome.
  public init(_ outcome: MutantOutcome, detail: String? = nil, killers: [String]? = nil) {
    self.outcome = outcome
    self.detail = detail
    self.killers = killers
  }

  /// The file names of the tests that killed it (`ContactListInteractorTests.swift`).
  public var killerFiles: Set<String> {
    Set(
      (killers ?? []).compactMap { id in
        id.split(separator: "/").last?.split(separator: ":").first.map(String.init)
      })
  }

  /// One verdict from several suites: killed if any suite killed it, else timeout if any
  /// timed out, else survived if any ran it; otherwise the first outcome.
  public static func combined(_ outcomes: [SuiteOutcome]) -> SuiteOutcome? {
    for wanted in [MutantOutcome.killed, .timeout, .survived] {
      if let match = outcomes.first(where: { $0.outcome == wanted }) { return match }
    }
    return outcomes.first
  }
}
