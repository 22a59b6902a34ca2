/// How long a whole `archlab mutate` run took, phase by phase.
public struct MutationTiming: Codable, Sendable, Hashable {
  /// The modules mutated together in one build.
  public var modules: [String]
  /// Parallel test processes.
  public var jobs: Int
  /// Copying and rewriting the sources.
  public var prepareSeconds: Double
  /// Building, all rounds together.
  public var buildSeconds: Double
  /// Builds needed: one, plus one per round of dropping unviable mutants.
  public var buildRounds: Int
  /// The baseline runs.
  public var baselineSeconds: Double
  /// Running the mutants.
  public var mutantSeconds: Double
  /// Everything, from start to the results written.
  public var totalSeconds: Double

  /// Creates a timing.
  public init(
    modules: [String], jobs: Int, prepareSeconds: Double, buildSeconds: Double, buildRounds: Int,
    baselineSeconds: Double, mutantSeconds: Double, totalSeconds: Double
  ) {
    self.modules = modules
    self.jobs = jobs
    self.prepareSeconds = prepareSeconds
    self.buildSeconds = buildSeconds
    self.buildRounds = buildRounds
    self.baselineSeconds = baselineSeconds
    self.mutantSeconds = mutantSeconds
    self.totalSeconds = totalSeconds
  }
}
