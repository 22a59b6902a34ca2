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

  /// Creates a claim.
  public init(claim: String, verdict: Verdict, evidence: String, standIns: [String]? = nil) {
    self.claim = claim
    self.verdict = verdict
    self.evidence = evidence
    self.standIns = standIns
  }

  /// The record of a judged claim.
  public init(_ judged: ClaimVerdict) {
    self.init(
      claim: judged.claim.heading, verdict: judged.outcome.verdict,
      evidence: judged.figures.isEmpty
        ? judged.reason : "\(judged.reason) Figures: \(judged.figures.joined(separator: "; ")).",
      standIns: judged.standIns.isEmpty ? nil : judged.standIns)
  }
}
