/// One benchmark measured by `Benchmarks/run.sh`: a variant (an architecture or
/// the floor), a scenario and a size.
public struct BenchmarkResult: Codable, Sendable, Equatable {
  /// `mvc`, `mvp`, `mvvm`, `viper` or `floor`.
  public var variant: String
  /// `openContacts`, `addContact`, `openUpcoming` or `addItem`.
  public var scenario: String
  /// The number of contacts or items in the database.
  public var n: Int
  /// Iterations measured.
  public var iterations: Int
  /// Median wall-clock time, in nanoseconds.
  public var wallClockMedianNs: Double
  /// 90th-percentile wall-clock time, in nanoseconds.
  public var wallClockP90Ns: Double
  /// Median number of mallocs per iteration.
  public var mallocCountMedian: Double
  /// Peak resident memory, in bytes.
  public var peakMemoryResidentBytes: Double
}

/// Figures derived from the benchmark results.
public enum BenchmarkAnalysis {
  /// The median time of `variant` divided by the floor's, for one scenario and size.
  public static func overhead(_ results: [BenchmarkResult], variant: String, scenario: String, n: Int)
    -> Double?
  {
    guard let value = result(results, variant: variant, scenario: scenario, n: n),
      let floor = result(results, variant: "floor", scenario: scenario, n: n), floor.wallClockMedianNs > 0
    else { return nil }
    return value.wallClockMedianNs / floor.wallClockMedianNs
  }

  /// The result of one variant, scenario and size, if it was measured.
  public static func result(_ results: [BenchmarkResult], variant: String, scenario: String, n: Int)
    -> BenchmarkResult?
  {
    results.first { $0.variant == variant && $0.scenario == scenario && $0.n == n }
  }

  /// The least-squares slope of log(time) against log(N): 1 is linear growth, 0 constant.
  public static func growth(_ results: [BenchmarkResult], variant: String, scenario: String) -> Double? {
    let points = results.filter {
      $0.variant == variant && $0.scenario == scenario && $0.wallClockMedianNs > 0 && $0.n > 0
    }
    .map { (x: log10(Double($0.n)), y: log10($0.wallClockMedianNs)) }
    guard points.count >= 2 else { return nil }
    let meanX = points.map(\.x).reduce(0, +) / Double(points.count)
    let meanY = points.map(\.y).reduce(0, +) / Double(points.count)
    let numerator = points.map { ($0.x - meanX) * ($0.y - meanY) }.reduce(0, +)
    let denominator = points.map { ($0.x - meanX) * ($0.x - meanX) }.reduce(0, +)
    return denominator == 0 ? nil : numerator / denominator
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
