/// `archlab seed --contacts N`'s work against raw SQLite writing the same rows:
/// both medians and the median per-round ratio with its 95 % two-level bootstrap
/// interval (processes, then rounds).
public struct SeedingComparison: Codable, Sendable, Equatable {
  /// The contacts written.
  public var n: Int
  /// The rounds.
  public var rounds: Int
  /// The benchmark processes they ran in.
  public var processes: Int
  /// The seeder's median time, in nanoseconds.
  public var seederMedianNs: Double
  /// Raw SQLite's median time, in nanoseconds.
  public var rawMedianNs: Double
  /// The median of seeder ÷ raw per round.
  public var ratio: Double
  /// The interval's lower bound.
  public var low: Double
  /// The interval's upper bound.
  public var high: Double

  /// Creates a comparison.
  public init(
    n: Int, rounds: Int, processes: Int = 1, seederMedianNs: Double, rawMedianNs: Double, ratio: Double,
    low: Double, high: Double
  ) {
    self.n = n
    self.rounds = rounds
    self.processes = processes
    self.seederMedianNs = seederMedianNs
    self.rawMedianNs = rawMedianNs
    self.ratio = ratio
    self.low = low
    self.high = high
  }
}
