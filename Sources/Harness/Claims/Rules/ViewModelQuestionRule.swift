import HarnessSupport

/// ArchLab's own question Q9, "Does a SwiftUI app need view models?" (`Docs/Claims.md`),
/// asked of the statement "a SwiftUI app needs a view model per screen". It sets the
/// module without view models (`mv`: views, `@Observable` models in the environment)
/// against the one with a view model per screen (`mvvm-swiftui`), both on ScreenUI and with
/// one service policy (models and view models call the shared storage's protocols), on three
/// comparisons:
///
/// - **the case book through its own seams:** for the statement when `mv`'s unit tests
///   run fewer of the book's cases than `mvvm-swiftui`'s (its logic cannot all be tested
///   without a view model), against it never (a module can do no better than N/N);
/// - **unit-test mutation score** of the module's own code (framework stand-ins and
///   equivalent mutants left out): the difference in points with its 95 % interval over
///   mutants (Newcombe's hybrid score interval); for when the whole interval lies below −5
///   points, against when it lies above +5;
/// - **code lines:** for when `mv`'s are more than 1.10 × `mvvm-swiftui`'s, against when
///   fewer than 0.90 × (the view models' code is what `mv` saves).
///
/// Body evaluations are not compared: in both modules a body reads `@Observable` properties
/// one by one, so their counts cannot differ by construction. Weighed by the dominance rule:
/// *supported* when at least one is for and none against, *contradicted* when at least one
/// is against and none for, *inconclusive* otherwise; the verdict names the size of the app
/// it rests on. Declared before the modules existed; changed (this form) before the
/// figures it reads were measured (`Docs/Claims.md`, "How the rules changed").
public struct ViewModelQuestionRule: Sendable {
  /// What the rule reads of one module.
  public struct Module: Sendable, Equatable {
    /// Code lines of the module's own sources.
    public var codeLines: Int
    /// Cases of the case book its unit tests ran and passed, and cases in the book.
    public var casesRun: Int
    public var casesTotal: Int
    /// Mutants of its own code its unit tests detected (killed or timed out), and mutants
    /// scored (detected or survived); framework stand-ins and equivalent mutants left out.
    public var mutantsDetected: Int
    public var mutantsScored: Int

    /// Creates the figures.
    public init(codeLines: Int, casesRun: Int, casesTotal: Int, mutantsDetected: Int, mutantsScored: Int) {
      self.codeLines = codeLines
      self.casesRun = casesRun
      self.casesTotal = casesTotal
      self.mutantsDetected = mutantsDetected
      self.mutantsScored = mutantsScored
    }

    /// The unit-test mutation score, in percent; `nil` with no mutant scored.
    public var mutationScore: Double? {
      mutantsScored == 0 ? nil : 100 * Double(mutantsDetected) / Double(mutantsScored)
    }
  }

  /// The margin of the mutation comparison, in points.
  public static let scoreMargin = 5.0

  /// Creates the rule.
  public init() {}

  /// The verdict on the statement, from `mv`'s and `mvvm-swiftui`'s figures, on an app of
  /// `screens` screens; not measured when either is missing (naming it). `other` names the
  /// module with view models in the figures' words (another one, such as TCA-SwiftUI, when
  /// the rule is printed as context).
  public func judge(
    withoutViewModels mv: Module?, withViewModels mvvm: Module?, screens: Int, other: String = "MVVM-SwiftUI"
  ) -> RuleResult {
    let missing = [("MV", mv), (other, mvvm)].filter { $0.1 == nil }.map { "\($0.0) figures" }
    guard let mv, let mvvm else { return .notMeasured(MissingFigures(names: missing)) }
    guard
      let score = Statistics.proportionDifference(
        (mv.mutantsDetected, mv.mutantsScored), (mvvm.mutantsDetected, mvvm.mutantsScored))
    else { return .notMeasured(MissingFigures(names: ["scored mutants"])) }
    let cases: Leaning = mv.casesRun < mvvm.casesRun ? .forClaim : .withinMargin
    let (points, low, high) = (100 * score.difference, 100 * score.low, 100 * score.high)
    let scoreMargin = MarginScale.scaled(Self.scoreMargin)
    let scoreLeaning: Leaning =
      high < -scoreMargin ? .forClaim : low > scoreMargin ? .against : .withinMargin
    let lines = Self.byRatio(Double(mv.codeLines), Double(mvvm.codeLines))
    let findings: [(String, Leaning)] = [
      (
        "case book run by the unit tests: MV \(mv.casesRun)/\(mv.casesTotal), \(other) \(mvvm.casesRun)/\(mvvm.casesTotal)",
        cases
      ),
      (
        "unit-test mutation score of the module's own code: MV \(Self.score(mv)), \(other) \(Self.score(mvvm)), difference \(Self.signed(points)) points, 95 % interval \(Self.signed(low)) to \(Self.signed(high)) (margin ±\(Format.f1(scoreMargin)))",
        scoreLeaning
      ),
      (
        "code lines: MV \(mv.codeLines), \(other) \(mvvm.codeLines), ratio \(Format.f2(Double(mv.codeLines) / Double(max(mvvm.codeLines, 1))))",
        lines
      ),
    ]
    let size =
      "On an app of \(screens) screens (MV \(mv.codeLines) code lines, \(other) \(mvvm.codeLines)): "
    return RuleResult(
      DominanceRule.weigh(findings.map(\.1)), figures: findings.map { "\($0.0) — \($0.1.words)" },
      reason: size + Self.reason(findings.map(\.1)))
  }

  /// For the statement when `mv / mvvm` > 1.10, against when < 0.90.
  static func byRatio(_ mv: Double, _ mvvm: Double) -> Leaning {
    guard mvvm > 0 else { return mv > 0 ? .forClaim : .withinMargin }
    let ratio = mv / mvvm
    let margin = MarginScale.scaled(0.10)
    return ratio > 1 + margin ? .forClaim : ratio < 1 - margin ? .against : .withinMargin
  }

  private static func score(_ module: Module) -> String {
    "\(module.mutationScore.map(Format.percent) ?? "n/a") (\(module.mutantsDetected) of \(module.mutantsScored))"
  }

  private static func signed(_ value: Double) -> String { (value >= 0 ? "+" : "−") + Format.f1(abs(value)) }

  private static func reason(_ leanings: [Leaning]) -> String {
    let pro = leanings.filter { $0 == .forClaim }.count
    let con = leanings.filter { $0 == .against }.count
    let count = leanings.count
    return switch (pro, con) {
    case (0, 0):
      "no comparison goes beyond its margin: at this size, the figures cannot tell the two apart."
    case (_, 0):
      "\(pro) of \(count) comparisons go the statement's way and none against: without view models, the module pays for it."
    case (0, _):
      "\(con) of \(count) comparisons go against the statement and none its way: the module does as well without view models."
    default: "the comparisons go both ways (\(pro) for, \(con) against)."
    }
  }
}
