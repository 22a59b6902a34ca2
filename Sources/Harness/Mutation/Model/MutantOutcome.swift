/// What became of a mutant under one suite.
public enum MutantOutcome: String, CaseIterable, Codable, CodingKeyRepresentable, Sendable, Comparable {
  /// A test failed (or the test process crashed) with the mutant switched on.
  case killed
  /// Every test passed with the mutant switched on.
  case survived
  /// The suite did not finish within its time limit (three times the baseline plus five seconds).
  case timeout
  /// The mutant did not compile; it was dropped from the build.
  case unviable
  /// The suite never reached the mutated code with no mutant on, so the mutant was not run.
  case notCovered
  /// The code cannot be switched at run time (an enum raw value, a `case` pattern, an
  /// attribute argument, …); listed, not run.
  case excluded
  /// The mutant cannot change what the program does, by a clause of the declared rule
  /// (``EquivalentMutants``): listed with the clause, not run, left out of the score.
  case equivalent

  /// A readable name: `not covered`.
  public var title: String {
    switch self {
    case .notCovered: "not covered"
    default: rawValue
    }
  }

  /// Whether the suite noticed the mutant: killed, or timed out (as Stryker and PIT count a timeout).
  public var isDetected: Bool { self == .killed || self == .timeout }

  /// Whether the mutant enters the score: it ran to a verdict.
  public var isScored: Bool { self == .killed || self == .survived || self == .timeout }

  public static func < (lhs: MutantOutcome, rhs: MutantOutcome) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
