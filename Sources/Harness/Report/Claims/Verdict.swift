/// What this run's figures say about a claim.
public enum Verdict: String, CaseIterable, Codable, Sendable {
  /// Every figure the claim rests on points its way.
  case supported
  /// Every figure points the other way.
  case contradicted
  /// The figures point both ways, or the difference is within what the measure can tell apart.
  case inconclusive
  /// The figures it needs were not measured in this run (a step was skipped).
  case notMeasured

  /// The verdict as the report writes it.
  public var title: String {
    switch self {
    case .supported: "supported"
    case .contradicted: "contradicted"
    case .inconclusive: "inconclusive"
    case .notMeasured: "not measured in this run"
    }
  }

  /// `supported` when every test holds, `contradicted` when none does, `inconclusive` otherwise.
  public static func weighing(_ tests: [Bool]) -> Verdict {
    if tests.allSatisfy({ $0 }) { return .supported }
    if tests.allSatisfy({ !$0 }) { return .contradicted }
    return .inconclusive
  }
}
