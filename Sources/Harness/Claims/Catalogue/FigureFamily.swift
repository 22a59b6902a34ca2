import Foundation

/// The kinds of figure the rules read, as `metrics.json` holds them: what the report
/// checks was, or was not, in the committed report when a rule was declared.
public enum FigureFamily: String, Codable, CaseIterable, Sendable, Comparable {
  /// Size per role, files, types, largest file and type.
  case size
  /// Cyclomatic complexity per function.
  case complexity
  /// Coupling between roles and to the shared targets.
  case coupling
  /// Line coverage by the unit tests.
  case coverage
  /// The case book's cases run and test lines per case.
  case caseBook
  /// The unit tests' run time.
  case unitTestTime
  /// The unit tests' run time in each timing round, paired between modules.
  case unitTestRounds
  /// Mutation scores (per suite and per role).
  case mutation
  /// Which unit tests killed each mutant.
  case mutationKills
  /// Mutation scores of the module's own code: framework stand-ins and equivalent mutants
  /// (rule E) left out, with the counts they divide.
  case mutationOwnCode
  /// The unit tests' test doubles and what each test file reaches.
  case unitTestShape
  /// The workshop's cost of change.
  case costOfChange
  /// Objects left alive after screens close, and the objects a screen brings, per architecture.
  case leaks
  /// Run-time ratios to the floor.
  case runtime
  /// The growth series.
  case growth

  public static func < (lhs: FigureFamily, rhs: FigureFamily) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// `size`, `case book`, `growth series`.
  public var title: String {
    switch self {
    case .caseBook: "case book"
    case .unitTestTime: "unit-test time"
    case .unitTestRounds: "unit-test time, round by round"
    case .mutationKills: "mutation kills by test"
    case .mutationOwnCode: "mutation scores of the module's own code"
    case .unitTestShape: "test doubles and what tests reach"
    case .costOfChange: "cost of change"
    case .growth: "growth series"
    default: rawValue
    }
  }

  /// Whether `metrics` (a decoded `metrics.json`, any schema) holds this family's figures.
  public func isPresent(in metrics: [String: Any]) -> Bool {
    let architectures = metrics["architectures"] as? [[String: Any]] ?? []
    let first = architectures.first ?? [:]
    let size = first["size"] as? [String: Any] ?? [:]
    switch self {
    case .size: return first["size"] != nil
    case .complexity: return size["complexity"] != nil
    case .coupling: return size["coupling"] != nil
    case .coverage: return first["unitCoverage"] != nil
    case .caseBook: return first["caseBook"] != nil
    case .unitTestTime: return (first["caseBook"] as? [String: Any])?["unitTestSeconds"] != nil
    case .unitTestRounds: return (first["caseBook"] as? [String: Any])?["unitTestRounds"] != nil
    case .mutation: return first["mutation"] != nil
    case .mutationKills: return (first["mutation"] as? [String: Any])?["unitKills"] != nil
    case .mutationOwnCode: return (first["mutation"] as? [String: Any])?["ownCode"] != nil
    case .unitTestShape: return (size["unitTests"] as? [String: Any])?["reach"] != nil
    case .costOfChange: return metrics["costOfChange"] != nil
    case .leaks: return first["leaks"] != nil
    case .runtime: return metrics["benchmarkRun"] != nil || metrics["benchmarks"] != nil
    case .growth: return metrics["growth"] != nil
    }
  }
}
