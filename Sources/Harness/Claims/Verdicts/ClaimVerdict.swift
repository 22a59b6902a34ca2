/// A claim of the catalogue judged on this run's figures.
public struct ClaimVerdict: Sendable {
  /// The claim, its source, quotes and caveats.
  public var claim: ClaimEntry
  /// The verdict, or the figures that were not measured.
  public var outcome: ClaimOutcome
  /// The figures the rule read, in words (`MVC view-controller code lines: 85`).
  public var figures: [String]
  /// Why the rule gave this verdict, in a sentence.
  public var reason: String
  /// Figures printed beside the verdict, which never decide it.
  public var context: [String]
  /// What the rule says of each later module in its elder's place (``StandIn``):
  /// context too, which never decides the verdict.
  public var standIns: [String]
  /// The verdict across the claim's multiverse.
  public var robustness: Robustness

  /// Judges `claim` on `figures`.
  public init(_ claim: ClaimEntry, on figures: ClaimFigures, standIns: [StandIn] = ClaimCatalogue.standIns) {
    let result = claim.rule.judge(figures)
    self.claim = claim
    outcome = result.outcome
    self.figures = result.figures
    reason = result.reason
    context = claim.context.map { $0.describe(figures) }
    self.standIns = standIns.compactMap { $0.judge(claim.rule, on: figures) }
    let rule = claim.rule
    robustness = Multiverse(claim.multiverse) { rule.judge($0) }.robustness(on: figures)
  }

  /// The caveats printed beside the verdict: the catalogue's (K1 …), then the claim's own notes.
  public var caveats: [String] {
    claim.caveats.map { "\($0.title): \($0.text)" } + claim.notes
  }
}
