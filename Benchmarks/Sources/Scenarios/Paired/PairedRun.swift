import Storage

/// One scenario and size, measured for every variant in rounds: each round
/// runs every variant once, in an order drawn from a seeded generator, on the
/// same data, so that a variant's time can be divided by the floor's of the
/// same round.
///
/// The read scenarios' variants all read one database, seeded once. The add
/// scenarios give each variant its own database, seeded the same way: fresh
/// for every round below ``Workload/growingSize``, and from that size on one
/// per variant for the whole run, growing by one row per round, so that in
/// every round each variant adds into the same rows as the others (see
/// ``ScenarioRun``).
@MainActor
public final class PairedRun {
  /// What the variants do.
  public let scenario: Scenario
  /// The size of the database.
  public let n: Int
  /// This process's number among the scenario and size's processes, from 1.
  public let process: Int
  /// The variants, in `Variant.allCases` order.
  public let variants: [Variant]
  /// The seed of this run's order generator.
  public let seed: UInt64
  private let runs: [ScenarioRun]
  private var generator: SeededGenerator
  /// The rounds measured so far (the warm-up round is not counted).
  public private(set) var roundsMeasured = 0

  /// Prepares the variants' runs (seeding the databases that are shared), as
  /// the `process`-th process of this scenario and size.
  public init(scenario: Scenario, n: Int, process: Int = 1, variants: [Variant] = Variant.allCases) throws {
    self.scenario = scenario
    self.n = n
    self.process = process
    self.variants = variants
    seed = Self.seed(scenario: scenario, n: n, process: process)
    generator = SeededGenerator(seed: seed)
    let store = scenario.writes ? nil : try ScenarioRun.seededStore(scenario: scenario, n: n)
    runs = try variants.map { try ScenarioRun(variant: $0, scenario: scenario, n: n, store: store) }
  }

  /// The order generator's seed: ``Workload/orderSeed`` mixed with the scenario,
  /// the size and the process (the first process's is the seed of a run in one process).
  public static func seed(scenario: Scenario, n: Int, process: Int = 1) -> UInt64 {
    let index = UInt64(Scenario.allCases.firstIndex(of: scenario) ?? 0)
    return Workload.orderSeed &* 1_000_003 &+ index &* 10_000_019 &+ UInt64(n)
      &+ UInt64(max(process, 1) - 1) &* 0x9E37_79B9_7F4A_7C15
  }

  /// The warm-up, not measured: each variant's scenario once on 100 rows
  /// (code loaded, SQLite and ICU initialized), then one whole round at this
  /// size, discarded.
  public func warmUp() throws {
    for run in runs { try run.warmUp() }
    _ = try runRound()
  }

  /// One measured round: every variant once, in a shuffled order, each
  /// prepared (not timed), performed (timed) and its screen checked (not timed).
  public func round() throws -> RoundSample {
    let (order, nanoseconds) = try runRound()
    defer { roundsMeasured += 1 }
    return RoundSample(
      scenario: scenario, n: n, process: process, round: roundsMeasured, seed: seed, order: order,
      nanoseconds: nanoseconds)
  }

  private func runRound() throws -> (order: [Variant], nanoseconds: [String: Int]) {
    var order = Array(runs.indices)
    order.shuffle(using: &generator)
    var nanoseconds: [String: Int] = [:]
    for index in order {
      let run = runs[index]
      try run.prepare()
      let start = ContinuousClock.now
      let screen = try run.perform()
      let elapsed = ContinuousClock.now - start
      if let problem = run.finish(screen: screen) { throw ScenarioError(description: problem) }
      nanoseconds[run.variant.rawValue] = elapsed.nanoseconds
    }
    return (order.map { runs[$0].variant }, nanoseconds)
  }
}
