import Analysis

/// The tallies of one module's mutants: per suite, per role and per operator, and for
/// the suites together.
public struct MutationSummary: Codable, Sendable, Hashable {
  /// Every mutant, whatever its outcome.
  public var mutants: Int
  /// Per suite.
  public var bySuite: [MutationSuite: MutationTally]
  /// The suites together: a mutant is killed if any suite killed it.
  public var combined: MutationTally
  /// Per role of the enclosing type, then per suite.
  public var byRole: [Role: [MutationSuite: MutationTally]]
  /// Per operator, then per suite.
  public var byOperator: [MutationOperator: [MutationSuite: MutationTally]]

  /// Tallies `results`.
  public init(_ results: [MutantResult]) {
    mutants = results.count
    bySuite = [:]
    combined = MutationTally()
    byRole = [:]
    byOperator = [:]
    for result in results {
      for (suite, outcome) in result.outcomes {
        bySuite[suite, default: MutationTally()].add(outcome.outcome)
        byRole[result.role, default: [:]][suite, default: MutationTally()].add(outcome.outcome)
        byOperator[result.mutant.mutationOperator, default: [:]][suite, default: MutationTally()]
          .add(outcome.outcome)
      }
      if let verdict = result.combined { combined.add(verdict.outcome) }
    }
  }
}
