/// ArchLab's own question Q9, "Does a SwiftUI app need view models?" (`Docs/Claims.md`),
/// asked of the statement "a SwiftUI app needs a view model per screen". It sets the
/// module without view models (`mv`: views, `@Observable` models in the environment)
/// against the one with a view model per screen (`mvvm-swiftui`), both on ScreenUI, on
/// four comparisons:
///
/// - **the case book through its own seams:** for the statement when `mv`'s unit tests
///   run fewer of the book's cases than `mvvm-swiftui`'s (its logic cannot all be tested
///   without a view model), against it never (a module can do no better than N/N);
/// - **unit-test mutation score:** for when `mv`'s is lower by more than 5 points,
///   against when higher by more than 5;
/// - **body evaluations, summed over the tour's actions:** for when `mv` evaluates more
///   than 1.10 × `mvvm-swiftui`'s bodies, against when fewer than 0.90 ×;
/// - **code lines:** for when `mv`'s are more than 1.10 × `mvvm-swiftui`'s, against when
///   fewer than 0.90 × (the view models' code is what `mv` saves).
///
/// Weighed by the dominance rule: *supported* when at least one is for and none
/// against, *contradicted* when at least one is against and none for, *inconclusive*
/// otherwise. Declared before either module existed.
public struct ViewModelQuestionRule: Sendable {
  /// What the rule reads of one module.
  public struct Module: Sendable, Equatable {
    /// Code lines of the module's own sources.
    public var codeLines: Int
    /// Cases of the case book its unit tests ran and passed, and cases in the book.
    public var casesRun: Int
    public var casesTotal: Int
    /// Mutation score of its unit tests, in percent.
    public var unitMutationScore: Double
    /// Bodies evaluated (rows built included), summed over the tour's actions.
    public var bodyEvaluations: Int

    /// Creates the figures.
    public init(
      codeLines: Int, casesRun: Int, casesTotal: Int, unitMutationScore: Double, bodyEvaluations: Int
    ) {
      self.codeLines = codeLines
      self.casesRun = casesRun
      self.casesTotal = casesTotal
      self.unitMutationScore = unitMutationScore
      self.bodyEvaluations = bodyEvaluations
    }
  }

  /// Creates the rule.
  public init() {}

  /// The verdict on the statement, from `mv`'s and `mvvm-swiftui`'s figures; not measured
  /// when either is missing (naming it).
  /// `other` names the module with view models in the figures' words (another one, such as
  /// TCA-SwiftUI, when the rule is printed as context).
  public func judge(
    withoutViewModels mv: Module?, withViewModels mvvm: Module?, other: String = "MVVM-SwiftUI"
  )
    -> RuleResult
  {
    let missing = [("MV", mv), (other, mvvm)].filter { $0.1 == nil }.map { "\($0.0) figures" }
    guard let mv, let mvvm else { return .notMeasured(MissingFigures(names: missing)) }
    let cases: Leaning = mv.casesRun < mvvm.casesRun ? .forClaim : .withinMargin
    let points = mv.unitMutationScore - mvvm.unitMutationScore
    let score: Leaning = points < -5 ? .forClaim : points > 5 ? .against : .withinMargin
    let bodies = Self.byRatio(Double(mv.bodyEvaluations), Double(mvvm.bodyEvaluations))
    let lines = Self.byRatio(Double(mv.codeLines), Double(mvvm.codeLines))
    let findings: [(String, Leaning)] = [
      (
        "case book run by the unit tests: MV \(mv.casesRun)/\(mv.casesTotal), \(other) \(mvvm.casesRun)/\(mvvm.casesTotal)",
        cases
      ),
      (
        "unit-test mutation score: MV \(Format.percent(mv.unitMutationScore)), \(other) \(Format.percent(mvvm.unitMutationScore)), difference \(points >= 0 ? "+" : "")\(Format.f1(points)) points",
        score
      ),
      (
        "body evaluations over the tour: MV \(mv.bodyEvaluations), \(other) \(mvvm.bodyEvaluations)\(Self.ratio(mv.bodyEvaluations, mvvm.bodyEvaluations))",
        bodies
      ),
      (
        "code lines: MV \(mv.codeLines), \(other) \(mvvm.codeLines)\(Self.ratio(mv.codeLines, mvvm.codeLines))",
        lines
      ),
    ]
    return RuleResult(
      DominanceRule.weigh(findings.map(\.1)), figures: findings.map { "\($0.0) — \($0.1.words)" },
      reason: Self.reason(findings.map(\.1)))
  }

  /// For the statement when `mv / mvvm` > 1.10, against when < 0.90.
  static func byRatio(_ mv: Double, _ mvvm: Double) -> Leaning {
    guard mvvm > 0 else { return mv > 0 ? .forClaim : .withinMargin }
    let ratio = mv / mvvm
    return ratio > 1.10 ? .forClaim : ratio < 0.90 ? .against : .withinMargin
  }

  private static func ratio(_ a: Int, _ b: Int) -> String {
    b == 0 ? "" : ", ratio \(Format.f2(Double(a) / Double(b)))"
  }

  private static func reason(_ leanings: [Leaning]) -> String {
    let pro = leanings.filter { $0 == .forClaim }.count
    let con = leanings.filter { $0 == .against }.count
    return switch (pro, con) {
    case (0, 0):
      "No comparison goes beyond its margin: without view models, the module is as testable, as frugal and as large."
    case (_, 0):
      "\(pro) of 4 comparisons go the statement's way and none against: without view models, the module pays for it."
    case (0, _):
      "\(con) of 4 comparisons go against the statement and none its way: the module does as well without view models."
    default: "The comparisons go both ways (\(pro) for, \(con) against)."
    }
  }
}
