import Foundation
import HarnessSupport
import Testing

/// The bootstrap intervals of the benchmark report, on synthetic samples
/// whose true medians and slopes are known.
@Suite("Bootstrap statistics")
struct BootstrapTests {
  /// Deterministic pseudo-random samples: a log-normal-ish spread around `center`.
  static func sample(count: Int, center: Double, spread: Double, seed: UInt64) -> [Double] {
    var state = seed
    return (0..<count).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let uniform = Double(state >> 11) / Double(1 << 53)
      return center * exp(spread * (uniform * 2 - 1))
    }
  }

  @Test("The median is the middle value, or the mean of the two middle ones")
  func median() {
    #expect(Statistics.median([3, 1, 2]) == 2)
    #expect(Statistics.median([4, 1, 3, 2]) == 2.5)
    #expect(Statistics.median([7]) == 7)
    #expect(Statistics.median([]) == nil)
  }

  @Test("The bootstrap interval holds the sample's median, and is a point for constant values")
  func interval() throws {
    // 1 to 101 in a scrambled order (37 and 101 are coprime).
    let values = (0..<101).map { Double(($0 * 37) % 101 + 1) }
    let estimate = try #require(Statistics.bootstrapMedian(values, seed: 7))
    #expect(estimate.median == 51)
    #expect(estimate.low < 51 && 51 < estimate.high)
    #expect(estimate.low > 35 && estimate.high < 67, "a 95 % interval of 101 values is not that wide")
    let constant = try #require(Statistics.bootstrapMedian(Array(repeating: 1.25, count: 30), seed: 7))
    #expect(constant == (1.25, 1.25, 1.25))
    #expect(Statistics.bootstrapMedian([], seed: 7) == nil)
  }

  @Test("The same values and seed give the same interval; another seed may move its edges")
  func determinism() throws {
    let values = Self.sample(count: 40, center: 1.1, spread: 0.2, seed: 3)
    let first = try #require(Statistics.bootstrapMedian(values, seed: 11))
    let second = try #require(Statistics.bootstrapMedian(values, seed: 11))
    #expect(first == second)
    let seeds = (12..<20).compactMap { Statistics.bootstrapMedian(values, seed: $0) }
    #expect(seeds.contains { $0.low != first.low || $0.high != first.high })
    #expect(seeds.allSatisfy { $0.median == first.median })
  }

  @Test("About 95 % of the 95 % intervals cover the true median")
  func coverage() {
    let trials = 120
    let covered = (0..<trials).filter { trial in
      let values = Self.sample(count: 31, center: 2, spread: 0.3, seed: UInt64(1_000 + trial))
      guard let estimate = Statistics.bootstrapMedian(values, resamples: 1_000, seed: UInt64(trial)) else {
        return false
      }
      return estimate.low <= 2 && 2 <= estimate.high
    }.count
    // Percentile intervals of a median run a little under or over their nominal level at n = 31.
    #expect(Double(covered) / Double(trials) >= 0.88, "\(covered) of \(trials) intervals covered")
    #expect(covered < trials, "an interval that always covers is too wide to mean anything")
  }

  @Test("The slope of the groups' medians, with an interval that holds the true slope")
  func slope() throws {
    let exact = [(x: 2.0, values: [4.0, 4, 4]), (x: 3, values: [5.0, 5]), (x: 4, values: [6.0])]
    let line = try #require(Statistics.bootstrapSlope(exact, seed: 1))
    #expect(line == (1, 1, 1))
    let noisy = [2.0, 3, 4, 5].map { x in
      (x: x, values: Self.sample(count: 30, center: 1.5 * x, spread: 0.05, seed: UInt64(x * 10)))
    }
    let fit = try #require(Statistics.bootstrapSlope(noisy, seed: 2))
    #expect(fit.low <= 1.5 && 1.5 <= fit.high && fit.high - fit.low < 0.2)
    #expect(Statistics.bootstrapSlope(noisy, seed: 2)! == fit)
    #expect(Statistics.bootstrapSlope([(x: 1, values: [1])], seed: 1) == nil)
    #expect(Statistics.bootstrapSlope([(x: 1, values: [1]), (x: 2, values: [])], seed: 1) == nil)
  }

  /// The bootstrap written the plain way: draw with SplitMix64, sort the draw, take its median.
  static func sortedBootstrapMedian(_ values: [Double], resamples: Int, seed: UInt64) -> (Double, Double) {
    var state = seed
    func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    let medians = (0..<resamples).map { _ in
      Statistics.median(values.indices.map { _ in values[Int(next() % UInt64(values.count))] })!
    }.sorted()
    let low = medians[Int((Double(resamples) * 0.025).rounded(.down))]
    return (low, Statistics.percentile(0.975, ofSorted: medians)!)
  }

  @Test(
    "The counted resample medians are those of sorting each draw: odd and even sizes, ties",
    arguments: [5, 30, 31, 60])
  func countedMedians(count: Int) throws {
    for seed in UInt64(1)...4 {
      var values = Self.sample(count: count, center: 1, spread: 0.2, seed: seed * 97)
      values[1] = values[0]
      values[count - 1] = values[0]
      let estimate = try #require(Statistics.bootstrapMedian(values, resamples: 500, seed: seed))
      let reference = Self.sortedBootstrapMedian(values, resamples: 500, seed: seed)
      #expect(estimate.low == reference.0 && estimate.high == reference.1)
    }
  }

  /// The two-level bootstrap written the plain way: draw groups, then each drawn
  /// group's values, with SplitMix64 (no group draw for one group), sort, take the median.
  static func sortedTwoLevelBootstrap(_ groups: [[Double]], resamples: Int, seed: UInt64) -> (Double, Double)
  {
    var state = seed
    func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    let medians = (0..<resamples).map { _ in
      var draw: [Double] = []
      for _ in groups.indices {
        let group = groups.count == 1 ? groups[0] : groups[Int(next() % UInt64(groups.count))]
        for _ in group.indices { draw.append(group[Int(next() % UInt64(group.count))]) }
      }
      return Statistics.median(draw)!
    }.sorted()
    let low = medians[Int((Double(resamples) * 0.025).rounded(.down))]
    return (low, Statistics.percentile(0.975, ofSorted: medians)!)
  }

  @Test("With one group, the two-level bootstrap is the one-level one, draw for draw")
  func oneGroup() throws {
    let values = Self.sample(count: 31, center: 1.2, spread: 0.1, seed: 5)
    let one = try #require(Statistics.bootstrapMedian(values, seed: 3))
    let grouped = try #require(Statistics.bootstrapMedian(groups: [values], seed: 3))
    #expect(one == grouped)
    #expect(Statistics.bootstrapMedian(groups: [[], []], seed: 3) == nil)
  }

  @Test(
    "The two-level medians are those of drawing groups, then values within them, and sorting",
    arguments: [2, 3, 7])
  func twoLevelMedians(groupCount: Int) throws {
    for seed in UInt64(1)...3 {
      // Groups of different sizes and levels, with ties across groups.
      var groups = (0..<groupCount).map { index in
        Self.sample(
          count: 5 + 3 * index, center: 1 + 0.05 * Double(index), spread: 0.1, seed: seed * 31 + UInt64(index)
        )
      }
      groups[groupCount - 1][0] = groups[0][0]
      let estimate = try #require(Statistics.bootstrapMedian(groups: groups, resamples: 400, seed: seed))
      let reference = Self.sortedTwoLevelBootstrap(groups, resamples: 400, seed: seed)
      #expect(estimate.low == reference.0 && estimate.high == reference.1)
      #expect(estimate.median == Statistics.median(groups.flatMap { $0 }))
    }
  }

  @Test(
    "Groups at different levels widen the interval against the same values as one group; groups alike do not")
  func spreadBetweenGroups() throws {
    let levels = [0.96, 0.98, 1.0, 1.02, 1.04]
    let apart = levels.enumerated().map { index, level in
      Self.sample(count: 10, center: level, spread: 0.005, seed: UInt64(40 + index))
    }
    let twoLevels = try #require(Statistics.bootstrapMedian(groups: apart, seed: 9))
    let pooled = try #require(Statistics.bootstrapMedian(apart.flatMap { $0 }, seed: 9))
    #expect(twoLevels.high - twoLevels.low > 1.5 * (pooled.high - pooled.low))
    #expect(twoLevels.low < 0.985 && twoLevels.high > 1.015)
    let alike = (0..<5).map { Self.sample(count: 10, center: 1, spread: 0.005, seed: UInt64(60 + $0)) }
    let alikeInterval = try #require(Statistics.bootstrapMedian(groups: alike, seed: 9))
    #expect(alikeInterval.high - alikeInterval.low < 0.01)
  }

  @Test(
    "With one cluster per group, the clustered slope is the stratified one; clusters that differ widen it")
  func clusteredSlope() throws {
    let groups = [2.0, 3, 4].map { x in
      (x: x, values: Self.sample(count: 21, center: x, spread: 0.01, seed: UInt64(x * 7)))
    }
    let stratified = try #require(Statistics.bootstrapSlope(groups, seed: 4))
    let clustered = try #require(
      Statistics.bootstrapSlope(groups.map { (x: $0.x, clusters: [$0.values]) }, seed: 4))
    #expect(stratified == clustered)
    // The same values in three clusters per group, each at its own level.
    let split = groups.map { group in
      (
        x: group.x,
        clusters: [0.94, 1.0, 1.06].enumerated().map { index, level in
          group.values[(7 * index)..<(7 * index + 7)].map { $0 * level }
        }
      )
    }
    let apart = try #require(Statistics.bootstrapSlope(split, seed: 4))
    let together = try #require(
      Statistics.bootstrapSlope(split.map { (x: $0.x, clusters: [$0.clusters.flatMap { $0 }]) }, seed: 4))
    #expect(apart.high - apart.low > together.high - together.low)
  }
}
