import Foundation
import HarnessSupport

/// Figures derived from the benchmark results.
public enum BenchmarkAnalysis {
  /// The median time of `variant` divided by the floor's, for one scenario and size.
  public static func overhead(_ results: [BenchmarkResult], variant: Variant, scenario: Scenario, n: Int)
    -> Double?
  {
    guard let value = result(results, variant: variant, scenario: scenario, n: n),
      let floor = result(results, variant: .floor, scenario: scenario, n: n), floor.wallClockMedianNs > 0
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
