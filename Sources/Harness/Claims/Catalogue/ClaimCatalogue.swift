import Analysis
import ArchLab

/// The claims of `Docs/Claims.md`, C01 … C40 in order, each with its rule as code,
/// and ArchLab's own questions, which are no article's claims. The words (claims, quotes,
/// caveats, what each rule reads and its history) are the document's, read by
/// ``ClaimDocument``; the code holds the rules (``rules``) and the questions' answers.
public enum ClaimCatalogue {
  /// Every claim's rule, by the claim's id, in the order of `Docs/Claims.md`.
  public static let rules: [(id: String, rule: DeclaredRule)] =
    objcIO + mvvmR + mvpNote + slides + auth0 + added

  /// The catalogue the report being made reads: `ReportPipeline` binds its workspace's
  /// (``load(root:)``); where none is bound, the package's (``package``).
  public static let bound = TaskLocal<CatalogueContents?>(wrappedValue: nil)

  /// Every claim, in the order of `Docs/Claims.md`, with its rule; none when the document
  /// cannot be read (``load(root:)`` says why, and the report stops on it).
  public static var claims: [ClaimEntry] { current?.claims ?? [] }

  /// ArchLab's own questions, Q1 … Q9, answered from the same figures as the claims.
  public static var ownQuestions: [OwnQuestion] { current?.questions ?? [] }

  /// For each claim and judged question, the commits that declared its rule and changed it,
  /// oldest first; the last is the rule in effect (`Docs/Claims.md`, "How the rules changed").
  public static var ruleHistory: [String: [RuleDeclaration]] { current?.ruleHistory ?? [:] }

  /// The kinds of figure each claim's rule reads (what the rule needs to give a verdict).
  public static var reads: [String: Set<FigureFamily>] { current?.reads ?? [:] }

  /// The Clean Architecture modules C23 names, among the architectures ArchLab builds:
  /// VIPER and Clean Swift/VIP.
  public static let cleanArchitectures: [Architecture] = [.viper, .vip]

  /// The modules written after the rules were declared, each judged by every rule in
  /// the place of the elder it grew from, as context beside the verdicts.
  /// Their roles are read through one declared table (`Docs/Claims.md`, "Architectures"):
  /// MVVM-C's coordinators do what MVVM's routers do; Clean Swift's workers what VIPER's
  /// data managers do, its routers what VIPER's wireframes do; the TCA-style store's
  /// dependency clients what MVVM's services do, and it has no view model and no router.
  public static let standIns: [StandIn] = [
    StandIn(.mvvmc, in: .mvvm, roles: [.router: .coordinator]),
    StandIn(.vip, in: .viper, roles: [.dataManager: .worker, .wireframe: .router]),
    StandIn(.tca, in: .mvvm, roles: [.service: .client, .viewModel: nil, .router: nil]),
  ]

  /// Every claim judged on `figures`.
  public static func evaluate(_ figures: ClaimFigures) -> [ClaimVerdict] {
    claims.map { ClaimVerdict($0, on: figures) }
  }

  /// The gap `a`'s share of code lines in `role` leaves above `b`'s, in points.
  static func shareGap(_ a: Architecture, over b: Architecture, _ role: Role) -> ClaimFigure {
    ClaimFigure.roleShare(a, role).minus(
      .roleShare(b, role), named: "\(a.displayName) − \(b.displayName) \(role.title) share")
  }

  /// `a`'s interactor and presenter tests' mutation score less its acceptance suite's, in points,
  /// both on the mutants the interactor and presenter tests can reach (C11).
  static func logicOverAcceptance(_ a: Architecture) -> ClaimFigure {
    ClaimFigure.logicTestMutationOnCommon(a).minus(
      .acceptanceMutationOnCommon(a),
      named:
        "\(a.displayName) interactor and presenter tests − acceptance-suite mutation score on the same mutants, in points"
    )
  }

  /// Code lines of `role` in `a` ÷ code lines of `otherRole` in `b`.
  static func roleRatio(_ a: Architecture, _ role: Role, over b: Architecture, _ otherRole: Role)
    -> ClaimFigure
  {
    ClaimFigure.roleLines(a, [role]).over(
      .roleLines(b, [otherRole]),
      named: "\(a.displayName) \(role.title) ÷ \(b.displayName) \(otherRole.title) code lines")
  }
}
