/// What one seeding round measured: both contenders' times and their order.
public struct SeedingSample: Sendable, Codable, Equatable {
  /// The number of contacts written.
  public var n: Int
  /// The benchmark process that measured it, from 1.
  public var process: Int
  /// The round's number among the ones its process measured, from 0.
  public var round: Int
  /// The order the contenders ran in.
  public var order: [SeedingRun.Contender]
  /// Each contender's time (its raw value → wall-clock nanoseconds).
  public var nanoseconds: [String: Int]

  /// Creates a sample.
  public init(n: Int, process: Int, round: Int, order: [SeedingRun.Contender], nanoseconds: [String: Int]) {
    self.n = n
    self.process = process
    self.round = round
    self.order = order
    self.nanoseconds = nanoseconds
  }
}
