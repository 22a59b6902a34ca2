/// One round of the seeding race: `archlab seed`'s work (`seeder`) and raw
/// SQLite (`rawSQLite`) writing the same contacts, in `order`.
public struct SeedingRound: Codable, Sendable, Equatable {
  /// The contacts written.
  public var n: Int
  /// The benchmark process that ran it, from 1.
  public var process: Int
  /// The round's number among the ones its process measured, from 0.
  public var round: Int
  /// The order the two ran in.
  public var order: [String]
  /// Each one's wall-clock time, in nanoseconds.
  public var nanoseconds: [String: Double]

  /// Creates a round.
  public init(n: Int, process: Int = 1, round: Int, order: [String], nanoseconds: [String: Double]) {
    self.n = n
    self.process = process
    self.round = round
    self.order = order
    self.nanoseconds = nanoseconds
  }

  /// The seeder's time divided by raw SQLite's, if both ran.
  public var ratio: Double? {
    guard let seeder = nanoseconds["seeder"], let raw = nanoseconds["rawSQLite"], raw > 0 else { return nil }
    return seeder / raw
  }
}
