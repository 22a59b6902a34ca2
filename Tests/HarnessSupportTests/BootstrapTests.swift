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
}
