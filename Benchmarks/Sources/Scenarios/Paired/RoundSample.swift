/// What one round measured: every variant's time for the same scenario and
/// size, and the order they ran in. `run.sh` collects one per line.
public struct RoundSample: Sendable, Codable, Equatable {
  /// What the variants did.
  public var scenario: Scenario
  /// The size of the database.
  public var n: Int
  /// The benchmark process that measured it, from 1 (`run.sh` runs a cell as several).
  public var process: Int
  /// The round's number among the ones its process measured, from 0 (the warm-up round is not kept).
  public var round: Int
  /// The seed of the generator that drew this run's orders (``PairedRun/seed``).
  public var seed: UInt64
  /// The order the variants ran in.
  public var order: [Variant]
  /// Each variant's time (its raw value → wall-clock nanoseconds).
  public var nanoseconds: [String: Int]

  /// Creates a sample.
  public init(
    scenario: Scenario, n: Int, process: Int, round: Int, seed: UInt64, order: [Variant],
    nanoseconds: [String: Int]
  ) {
    self.scenario = scenario
    self.n = n
    self.process = process
    self.round = round
    self.seed = seed
    self.order = order
    self.nanoseconds = nanoseconds
  }
}
