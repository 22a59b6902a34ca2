/// A claim from the source articles, and what this run's figures say about it.
public struct Claim: Codable, Sendable, Equatable {
  /// The claim, as the articles make it.
  public var claim: String
  /// What the figures say.
  public var verdict: Verdict
  /// The figures behind the verdict, in a sentence.
  public var evidence: String

  /// Creates a claim.
  public init(claim: String, verdict: Verdict, evidence: String) {
    self.claim = claim
    self.verdict = verdict
    self.evidence = evidence
  }
}
