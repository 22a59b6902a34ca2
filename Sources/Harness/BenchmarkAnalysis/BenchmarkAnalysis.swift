import ArchLab
import Foundation
import HarnessSupport

/// Figures derived from the benchmark results.
public enum BenchmarkAnalysis {
  /// The resamples of every bootstrap interval.
  public static let resamples = 2_000
  /// The seed every bootstrap starts from, mixed with what it estimates.
  public static let bootstrapSeed: UInt64 = 0x4152_4348_4C41_42

  /// The report's figures from `run.sh`'s output: one result per variant,
  /// scenario and size (median and 90th-percentile time over the rounds,
  /// mallocs and peak memory from the memory pass), and the run's ratios,
  /// A/A bands, growth slopes, seeding race and how each cell was sampled.
  public static func analyze(_ output: BenchmarkOutput, rule: SamplingRule = .standard) -> (
    results: [BenchmarkResult], run: BenchmarkRun
  ) {
    let cells = Dictionary(grouping: output.rounds) { Cell(scenario: $0.scenario, n: $0.n) }
    let ordered = cells.keys.sorted()
    var results: [BenchmarkResult] = []
    var ratios: [RatioEstimate] = []
    var sampling: [CellSampling] = []
    var counterpartRatios: [RatioEstimate] = []
    for cell in ordered {
      let rounds = cells[cell] ?? []
      // Each variant over its toolkit's floor (the floors over ScreenKit's: the toolkits' costs).
      let cellRatios = Variant.all.filter { $0 != .floor }.compactMap {
        ratio($0, cell, rounds, over: $0.floor)
      }
      ratios += cellRatios
      counterpartRatios += Architecture.allCases.compactMap { architecture in
        architecture.uikitCounterpart.flatMap {
          ratio(.architecture(architecture), cell, rounds, over: .architecture($0))
        }
      }
      sampling.append(Self.sampling(cell, rounds, cellRatios, rule: rule))
      for variant in Variant.all {
        let times = rounds.compactMap { $0.time(variant) }
        guard !times.isEmpty else { continue }
        let memory = output.memory.first {
          $0.variant == variant && $0.scenario == cell.scenario && $0.n == cell.n
        }
        results.append(
          BenchmarkResult(
            variant: variant, scenario: cell.scenario, n: cell.n, iterations: times.count,
            wallClockMedianNs: Statistics.median(times) ?? 0,
            wallClockP90Ns: Statistics.percentile(0.9, ofSorted: times.sorted()) ?? 0,
            mallocCountMedian: memory?.mallocCountMedian,
            peakMemoryResidentBytes: memory?.peakMemoryResidentBytes))
      }
    }
    let bands = ratios.filter { $0.variant == .floor2 }.map(AABand.init)
    var run = BenchmarkRun(
      cores: output.cores, loadAverageBefore: output.loadAverageBefore,
      loadAverageAfter: output.loadAverageAfter, otherRunnableDuring: output.otherRunnableDuring,
      stepSeconds: output.stepSeconds, resamples: resamples, ratios: ratios, bands: bands,
      growth: growth(output.rounds), seeding: seeding(output.seeding), rule: rule, sampling: sampling,
      measuredAt: output.date, commit: output.commit)
    run.counterpartRatios = counterpartRatios
    run.toolkitShares = output.toolkitShares
    return (results, run)
  }

  /// How `rounds`, one cell's, were spread over processes, and what `rule` says of `ratios`, the cell's.
  static func sampling(_ cell: Cell, _ rounds: [PairedRound], _ ratios: [RatioEstimate], rule: SamplingRule)
    -> CellSampling
  {
    let processes = Set(rounds.map(\.process)).count
    return CellSampling(
      scenario: cell.scenario, n: cell.n, processes: processes, rounds: rounds.count,
      widestHalfWidth: ratios.map(\.relativeHalfWidth).max() ?? 0,
      stop: rule.stop(n: cell.n, processes: processes, rounds: rounds.count, ratios: ratios))
  }

  /// `value` of each item, grouped by `process`, the groups in the order of the
  /// processes' numbers and each in the order of `round`: the same rounds give
  /// the same groups, in whatever order they come.
  static func byProcess<Item>(
    _ items: [Item], process: (Item) -> Int, round: (Item) -> Int, value: (Item) -> Double?
  ) -> [[Double]] {
    let groups = Dictionary(grouping: items, by: process)
    return groups.keys.sorted().map { key in
      (groups[key] ?? []).sorted { round($0) < round($1) }.compactMap(value)
    }.filter { !$0.isEmpty }
  }

  /// One scenario and size.
  struct Cell: Hashable, Comparable {
    var scenario: Scenario
    var n: Int

    var index: Int { Scenario.allCases.firstIndex(of: scenario) ?? 0 }

    static func < (lhs: Cell, rhs: Cell) -> Bool { (lhs.index, lhs.n) < (rhs.index, rhs.n) }
  }

  /// The median per-round ratio of `variant` to `denominator` (the floor by default) in
  /// `rounds`, with its interval: a two-level bootstrap, the processes resampled, then the
  /// rounds within each.
  static func ratio(
    _ variant: Variant, _ cell: Cell, _ rounds: [PairedRound], over denominator: Variant = .floor
  )
    -> RatioEstimate?
  {
    let groups = byProcess(rounds, process: \.process, round: \.round) {
      $0.ratio(variant, over: denominator)
    }
    // Over the floor, the seed is the one every ratio had before other denominators existed.
    let seed =
      bootstrapSeed &+ UInt64(cell.index) &* 1_000_003 &+ UInt64(cell.n) &* 7_919
      &+ UInt64(Variant.all.firstIndex(of: variant) ?? 0)
      &+ (denominator == .floor ? 0 : UInt64(Variant.all.firstIndex(of: denominator) ?? 0) &* 104_729)
    guard let estimate = Statistics.bootstrapMedian(groups: groups, resamples: resamples, seed: seed) else {
      return nil
    }
    return RatioEstimate(
      scenario: cell.scenario, n: cell.n, variant: variant, over: denominator, median: estimate.median,
      low: estimate.low, high: estimate.high, samples: groups.map(\.count).reduce(0, +),
      processes: groups.count)
  }

  /// Every variant's growth slope per scenario: log10(time) against log10(N),
  /// with each size's processes, and the rounds within them, resampled.
  static func growth(_ rounds: [PairedRound]) -> [GrowthEstimate] {
    Scenario.allCases.flatMap { scenario in
      Variant.all.compactMap { variant in growth(variant, scenario, rounds) }
    }
  }

  /// One variant's growth slope in one scenario, or `nil` with fewer than two sizes.
  static func growth(_ variant: Variant, _ scenario: Scenario, _ rounds: [PairedRound]) -> GrowthEstimate? {
    let sizes = Dictionary(grouping: rounds.filter { $0.scenario == scenario }, by: \.n)
    var groups: [(x: Double, clusters: [[Double]])] = []
    for n in sizes.keys.sorted() where n > 0 {
      let clusters = byProcess(sizes[n] ?? [], process: \.process, round: \.round) { round in
        round.time(variant).flatMap { $0 > 0 ? log10($0) : nil }
      }
      if !clusters.isEmpty { groups.append((log10(Double(n)), clusters)) }
    }
    let seed =
      bootstrapSeed &+ UInt64(Scenario.allCases.firstIndex(of: scenario) ?? 0) &* 101
      &+ UInt64(Variant.all.firstIndex(of: variant) ?? 0)
    guard let fit = Statistics.bootstrapSlope(groups, resamples: resamples, seed: seed) else { return nil }
    return GrowthEstimate(
      scenario: scenario, variant: variant, slope: fit.slope, low: fit.low, high: fit.high)
  }

  /// The seeding race's medians and ratio (its interval from the processes and
  /// the rounds within them resampled), or `nil` without rounds.
  static func seeding(_ rounds: [SeedingRound]) -> SeedingComparison? {
    let groups = byProcess(rounds, process: \.process, round: \.round, value: \.ratio)
    guard let first = rounds.first,
      let estimate = Statistics.bootstrapMedian(groups: groups, resamples: resamples, seed: bootstrapSeed)
    else { return nil }
    return SeedingComparison(
      n: first.n, rounds: groups.map(\.count).reduce(0, +), processes: groups.count,
      seederMedianNs: Statistics.median(rounds.compactMap { $0.nanoseconds["seeder"] }) ?? 0,
      rawMedianNs: Statistics.median(rounds.compactMap { $0.nanoseconds["rawSQLite"] }) ?? 0,
      ratio: estimate.median, low: estimate.low, high: estimate.high)
  }

  /// The median time of `variant` divided by its toolkit's floor's, for one scenario and size.
  public static func overhead(_ results: [BenchmarkResult], variant: Variant, scenario: Scenario, n: Int)
    -> Double?
  {
    guard let value = result(results, variant: variant, scenario: scenario, n: n),
      let floor = result(results, variant: variant.floor, scenario: scenario, n: n),
      floor.wallClockMedianNs > 0
    else { return nil }
    return value.wallClockMedianNs / floor.wallClockMedianNs
  }

  /// The result of one variant, scenario and size, if it was measured.
  public static func result(_ results: [BenchmarkResult], variant: Variant, scenario: Scenario, n: Int)
    -> BenchmarkResult?
  {
    results.first { $0.variant == variant && $0.scenario == scenario && $0.n == n }
  }

  /// The least-squares slope of log(time) against log(N): 1 is linear growth, 0 constant.
  public static func growth(_ results: [BenchmarkResult], variant: Variant, scenario: Scenario) -> Double? {
    Statistics.slope(
      results.filter {
        $0.variant == variant && $0.scenario == scenario && $0.wallClockMedianNs > 0 && $0.n > 0
      }
      .map { (x: log10(Double($0.n)), y: log10($0.wallClockMedianNs)) })
  }
}
