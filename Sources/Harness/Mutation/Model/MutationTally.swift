/// How many mutants ended in each outcome, and the score they give.
public struct MutationTally: Codable, Sendable, Hashable {
  /// The count per outcome (outcomes with no mutant are absent).
  public var counts: [MutantOutcome: Int]

  /// An empty tally.
  public init(counts: [MutantOutcome: Int] = [:]) {
    self.counts = counts
  }

  /// Counts one more mutant with `outcome`.
  public mutating func add(_ outcome: MutantOutcome) {
    counts[outcome, default: 0] += 1
  }

  /// The number of mutants with `outcome`.
  public subscript(outcome: MutantOutcome) -> Int { counts[outcome] ?? 0 }

  /// All mutants counted.
  public var total: Int { counts.values.reduce(0, +) }

  /// The mutants that ran to a verdict: killed, survived or timed out.
  public var scored: Int { self[.killed] + self[.survived] + self[.timeout] }

  /// The mutation score, (killed + timeout) / (killed + survived + timeout): a timeout
  /// counts as detected, as in Stryker and PIT; not-covered, unviable and excluded
  /// mutants are left out. `nil` when no mutant ran.
  public var score: Double? {
    scored == 0 ? nil : Double(self[.killed] + self[.timeout]) / Double(scored)
  }

  enum CodingKeys: String, CodingKey {
    case counts, score
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    counts = try container.decode([MutantOutcome: Int].self, forKey: .counts)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(counts, forKey: .counts)
    try container.encodeIfPresent(score, forKey: .score)
  }
}
