/// What one seeding round measured: both contenders' times and their order.
public struct SeedingSample: Sendable, Codable, Equatable {
  /// The number of contacts written.
  public var n: Int
  /// The round's number among the measured ones, from 0.
  public var round: Int
  /// The order the contenders ran in.
  public var order: [SeedingRun.Contender]
  /// Each contender's time (its raw value → wall-clock nanoseconds).
  public var nanoseconds: [String: Int]

  /// Creates a sample.
  public init(n: Int, round: Int, order: [SeedingRun.Contender], nanoseconds: [String: Int]) {
    self.n = n
    self.round = round
    self.order = order
    self.nanoseconds = nanoseconds
  }
}
