/// A claim's verdict as `metrics.json` records it: the claim, the verdict and the evidence in words.
public struct Claim: Codable, Sendable, Equatable {
  /// The claim's id and heading (`C03 · MVC's view controllers grow into monster files`).
  public var claim: String
  /// What the figures say.
  public var verdict: Verdict
  /// The figures behind the verdict and the rule's reason, in sentences.
  public var evidence: String
  /// What the rule says of each later module in its elder's place (never the verdict);
  /// absent when no later module stands in.
  public var standIns: [String]?
  /// The verdict across the claim's multiverse (`Docs/Claims.md`, "Robustness"); `nil` in
  /// reports made before multiverses were declared.
  public var robustness: Robustness?
  /// Why the verdict may differ on another machine, when `Docs/Claims.md` declares it so.
  public var machineDependent: String?

  /// Creates a claim.
  public init(
    claim: String, verdict: Verdict, evidence: String, standIns: [String]? = nil,
    robustness: Robustness? = nil, machineDependent: String? = nil
  ) {
    self.claim = claim
    self.verdict = verdict
    self.evidence = evidence
    self.standIns = standIns
    self.robustness = robustness
    self.machineDependent = machineDependent
  }

  /// The id before the heading's dot: `C03`.
  public var id: String { String(claim.prefix { $0 != " " }) }

  /// The record of a judged claim.
  public init(_ judged: ClaimVerdict) {
    self.init(
      claim: judged.claim.heading, verdict: judged.outcome.verdict,
      evidence: judged.figures.isEmpty
        ? judged.reason : "\(judged.reason) Figures: \(judged.figures.joined(separator: "; ")).",
      standIns: judged.standIns.isEmpty ? nil : judged.standIns, robustness: judged.robustness,
      machineDependent: judged.claim.machineDependent)
  }
}
