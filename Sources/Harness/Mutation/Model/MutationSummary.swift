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

  /// Tallies `results`, each mutant under the role of the type it is in by its name
  /// (``MutantResult/role``).
  public init(_ results: [MutantResult]) {
    self.init(results, role: \.role)
  }

  /// Tallies `results`, each mutant under `role(result)`: the report passes the roles the
  /// classifier gave the module's types, as its code lines use.
  public init(_ results: [MutantResult], role: (MutantResult) -> Role) {
    mutants = results.count
    bySuite = [:]
    combined = MutationTally()
    byRole = [:]
    byOperator = [:]
    for result in results {
      for (suite, outcome) in result.outcomes {
        bySuite[suite, default: MutationTally()].add(outcome.outcome)
        byRole[role(result), default: [:]][suite, default: MutationTally()].add(outcome.outcome)
        byOperator[result.mutant.mutationOperator, default: [:]][suite, default: MutationTally()]
          .add(outcome.outcome)
      }
      if let verdict = result.combined { combined.add(verdict.outcome) }
    }
  }
}

extension MutationSummary {
  /// The tally of `suite` over the module's own code: every role but the framework stand-ins,
  /// the code a real app would import rather than write (as the module's code lines count
  /// it). Equivalent mutants are never scored (rule E).
  public func ownCode(_ suite: MutationSuite) -> MutationTally {
    var tally = MutationTally()
    for (role, suites) in byRole where role != .frameworkStandIn {
      for (outcome, count) in suites[suite]?.counts ?? [:] { tally.counts[outcome, default: 0] += count }
    }
    return tally
  }

  /// Whether some of its mutants are in framework stand-ins (its scores with them differ).
  public var hasFrameworkStandIns: Bool { byRole[.frameworkStandIn] != nil }
}
