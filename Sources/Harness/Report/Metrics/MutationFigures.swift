import Mutation

/// What mutation testing found for one architecture's module.
public struct MutationFigures: Codable, Sendable {
  /// Counts and scores per suite, both suites together, per role and per operator.
  public var summary: MutationSummary
  /// Whether the results were reused from `Reports/mutation/` (sources unchanged).
  public var reused: Bool
  /// The mutants that survived at least one suite, with their outcome in each.
  public var survivors: [MutantResult]

  /// Creates the figures from a module's results.
  public init(_ result: ModuleMutationResult, reused: Bool) {
    summary = result.summary
    self.reused = reused
    survivors = result.mutants.filter { mutant in
      mutant.outcomes.values.contains { $0.outcome == .survived }
    }
  }
}
