/// One round of the timed pass: every variant run once on the same data, in `order`.
public struct PairedRound: Codable, Sendable, Equatable {
  /// What the variants did.
  public var scenario: Scenario
  /// The size of the database.
  public var n: Int
  /// The benchmark process that ran it, from 1 (each process warms up on its own first).
  public var process: Int
  /// The round's number among the ones its process measured, from 0.
  public var round: Int
  /// The seed of the generator that drew the orders of this scenario, size and process.
  public var seed: UInt64
  /// The order the variants ran in.
  public var order: [Variant]
  /// Each variant's wall-clock time, in nanoseconds, by raw value (`mvc`).
  public var nanoseconds: [String: Double]

  /// Creates a round.
  public init(
    scenario: Scenario, n: Int, process: Int = 1, round: Int, seed: UInt64 = 0, order: [Variant],
    nanoseconds: [Variant: Double]
  ) {
    self.scenario = scenario
    self.n = n
    self.process = process
    self.round = round
    self.seed = seed
    self.order = order
    self.nanoseconds = Dictionary(uniqueKeysWithValues: nanoseconds.map { ($0.key.rawValue, $0.value) })
  }

  /// `variant`'s time in this round, if it ran.
  public func time(_ variant: Variant) -> Double? { nanoseconds[variant.rawValue] }

  /// `variant`'s time divided by `denominator`'s (the floor's by default) in this round, if both
  /// ran and the denominator's is positive.
  public func ratio(_ variant: Variant, over denominator: Variant = .floor) -> Double? {
    guard let value = time(variant), let below = time(denominator), below > 0 else { return nil }
    return value / below
  }
}
