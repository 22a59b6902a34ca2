/// One module's mutation results: what is cached as `Reports/mutation/<module>.json`.
public struct ModuleMutationResult: Codable, Sendable {
  /// The engine that made it (``MutationEngine/version``); a new engine makes it stale.
  public var engineVersion: String
  /// The hash of everything the result depends on (see ``MutationCache``).
  public var cacheKey: String
  /// The module: `MVC`.
  public var module: String
  /// The suites the mutants were run against.
  public var suites: [MutationSuite]
  /// Each suite's run with no mutant on.
  public var baselines: [MutationSuite: SuiteBaseline]
  /// Seconds spent in this module's mutant runs, summed over the parallel processes.
  public var processSeconds: Double
  /// The run this result came from (shared by the modules mutated together).
  public var timing: MutationTiming
  /// Every mutant, in id order.
  public var mutants: [MutantResult]
  /// The tallies and scores.
  public var summary: MutationSummary

  /// Creates a result; the summary is computed from `mutants`.
  public init(
    engineVersion: String, cacheKey: String, module: String, suites: [MutationSuite],
    baselines: [MutationSuite: SuiteBaseline], processSeconds: Double, timing: MutationTiming,
    mutants: [MutantResult]
  ) {
    self.engineVersion = engineVersion
    self.cacheKey = cacheKey
    self.module = module
    self.suites = suites
    self.baselines = baselines
    self.processSeconds = processSeconds
    self.timing = timing
    self.mutants = mutants
    summary = MutationSummary(mutants)
  }
}
