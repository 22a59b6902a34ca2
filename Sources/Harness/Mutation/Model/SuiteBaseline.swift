/// A suite's run with no mutant on: how long it took, how many tests ran, and the
/// time limit it sets for the mutant runs.
public struct SuiteBaseline: Codable, Sendable, Hashable {
  /// Wall-clock seconds of the run.
  public var seconds: Double
  /// Tests that ran (each case of a parameterized test counts once).
  public var tests: Int
  /// Mutants of the module the run reached.
  public var coveredMutants: Int
  /// The limit for each mutant run: three times `seconds` plus five seconds.
  public var timeoutSeconds: Double

  /// Creates a baseline.
  public init(seconds: Double, tests: Int, coveredMutants: Int, timeoutSeconds: Double) {
    self.seconds = seconds
    self.tests = tests
    self.coveredMutants = coveredMutants
    self.timeoutSeconds = timeoutSeconds
  }
}
