/// The few statistics the harness computes, in one place.
public enum Statistics {
  /// The arithmetic mean, or 0 for no values.
  public static func mean(_ values: [Double]) -> Double {
    values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
  }

  /// The `fraction` percentile (0.9 for the 90th) by nearest rank of values
  /// sorted ascending, or `nil` for no values.
  public static func percentile<Value>(_ fraction: Double, ofSorted values: [Value]) -> Value? {
    guard !values.isEmpty else { return nil }
    let rank = Int((Double(values.count) * fraction).rounded(.up))
    return values[min(values.count - 1, max(rank, 1) - 1)]
  }

  /// `part` as a percentage of `whole`, or 0 when `whole` is 0.
  public static func percent(_ part: Double, of whole: Double) -> Double {
    whole == 0 ? 0 : 100 * part / whole
  }

  /// The least-squares slope of `y` against `x`, or `nil` with fewer than two
  /// points or when every `x` is the same.
  public static func slope(_ points: [(x: Double, y: Double)]) -> Double? {
    guard points.count >= 2 else { return nil }
    let meanX = mean(points.map(\.x))
    let meanY = mean(points.map(\.y))
    let numerator = points.map { ($0.x - meanX) * ($0.y - meanY) }.reduce(0, +)
    let denominator = points.map { ($0.x - meanX) * ($0.x - meanX) }.reduce(0, +)
    return denominator == 0 ? nil : numerator / denominator
  }
}

extension Statistics {
  /// The median: the middle value, or the mean of the two middle ones; `nil` for no values.
  public static func median(_ values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  /// The median of `values` with its percentile-bootstrap confidence interval,
  /// or `nil` for no values.
  ///
  /// `resamples` times, as many values as there are are drawn from `values`
  /// with replacement and their median taken; the interval runs from the
  /// (1 − `confidence`) / 2 to the (1 + `confidence`) / 2 percentile of those
  /// medians. The draws come from a generator started at `seed`: the same
  /// values and seed always give the same interval. O(`resamples` · n log n).
  public static func bootstrapMedian(
    _ values: [Double], confidence: Double = 0.95, resamples: Int = 2_000, seed: UInt64
  ) -> (median: Double, low: Double, high: Double)? {
    bootstrapMedian(groups: [values], confidence: confidence, resamples: resamples, seed: seed)
  }

  /// The median of every value of `groups` together, with a two-level
  /// (hierarchical) percentile-bootstrap confidence interval, or `nil` for no values.
  ///
  /// Each resample draws as many groups as there are, with replacement, then
  /// from each group drawn as many of its values as it has, with replacement,
  /// and takes the median of everything drawn: the interval holds the spread
  /// between groups (separate processes, say) as well as within them. With one
  /// group it is ``bootstrapMedian(_:confidence:resamples:seed:)``'s interval,
  /// draw for draw. Empty groups are left out. Deterministic for a given `seed`.
  public static func bootstrapMedian(
    groups: [[Double]], confidence: Double = 0.95, resamples: Int = 2_000, seed: UInt64
  ) -> (median: Double, low: Double, high: Double)? {
    let groups = groups.filter { !$0.isEmpty }
    guard let median = median(groups.flatMap { $0 }) else { return nil }
    var generator = SplitMix64(seed: seed)
    var resample = Resample(groups)
    var medians: [Double] = []
    medians.reserveCapacity(resamples)
    for _ in 0..<resamples { medians.append(resample.median(using: &generator)) }
    let (low, high) = percentileInterval(medians, confidence: confidence)
    return (median, low, high)
  }

  /// The least-squares slope of the medians of each group's `values` against
  /// its `x`, with a percentile-bootstrap confidence interval, or `nil` with
  /// fewer than two groups (or an empty one, or every `x` the same).
  ///
  /// Each resample draws every group's values with replacement (a stratified
  /// bootstrap: the `x`s stay fixed) and fits the slope again. Deterministic
  /// for a given `seed`. For growth on log-log axes, pass log(N) as `x` and
  /// log(time) as the values.
  public static func bootstrapSlope(
    _ groups: [(x: Double, values: [Double])], confidence: Double = 0.95, resamples: Int = 2_000,
    seed: UInt64
  ) -> (slope: Double, low: Double, high: Double)? {
    bootstrapSlope(
      groups.map { (x: $0.x, clusters: [$0.values]) }, confidence: confidence, resamples: resamples,
      seed: seed)
  }

  /// The least-squares slope of the medians of each group's values against its
  /// `x`, where each group's values come in clusters (the rounds of separate
  /// processes), with a percentile-bootstrap confidence interval; `nil` with
  /// fewer than two groups (or one without values, or every `x` the same).
  ///
  /// Each resample draws, in every group, its clusters with replacement and
  /// then each drawn cluster's values with replacement (two levels, as
  /// ``bootstrapMedian(groups:confidence:resamples:seed:)``), and fits the slope
  /// again; the `x`s stay fixed. With one cluster per group it is the
  /// stratified bootstrap of ``bootstrapSlope(_:confidence:resamples:seed:)``.
  public static func bootstrapSlope(
    _ groups: [(x: Double, clusters: [[Double]])], confidence: Double = 0.95, resamples: Int = 2_000,
    seed: UInt64
  ) -> (slope: Double, low: Double, high: Double)? {
    let groups = groups.map { (x: $0.x, clusters: $0.clusters.filter { !$0.isEmpty }) }
    guard groups.count >= 2, groups.allSatisfy({ !$0.clusters.isEmpty }),
      let estimate = slope(groups.map { (x: $0.x, y: median($0.clusters.flatMap { $0 }) ?? 0) })
    else { return nil }
    var generator = SplitMix64(seed: seed)
    var draws = groups.map { Resample($0.clusters) }
    var slopes: [Double] = []
    slopes.reserveCapacity(resamples)
    for _ in 0..<resamples {
      var points: [(x: Double, y: Double)] = []
      for index in groups.indices {
        points.append((x: groups[index].x, y: draws[index].median(using: &generator)))
      }
      slopes.append(slope(points) ?? estimate)
    }
    let (low, high) = percentileInterval(slopes, confidence: confidence)
    return (estimate, low, high)
  }

  /// The central `confidence` interval of `values` by nearest rank.
  private static func percentileInterval(_ values: [Double], confidence: Double) -> (Double, Double) {
    let sorted = values.sorted()
    let tail = (1 - confidence) / 2
    // The lower bound is the first value above the lowest `tail` share.
    let lowRank = min(sorted.count - 1, max(0, Int((Double(sorted.count) * tail).rounded(.down))))
    return (sorted[lowRank], percentile(1 - tail, ofSorted: sorted) ?? sorted[sorted.count - 1])
  }

  /// Draws groups with replacement and, in each group drawn, as many of its values as it
  /// has, with replacement, and gives the median of the draw in O(n) without sorting:
  /// each draw is counted at its value's rank among every value sorted once, and the
  /// median is read from the counts. The draws are those of
  /// `groups[generator.index(below: g)]` (skipped when there is one group), then
  /// `group[generator.index(below: n)]`, so the result is that of sorting the draw.
  private struct Resample {
    let sorted: [Double]
    /// Each group's values, as their positions in `sorted`.
    let ranks: [[Int]]
    var counts: [Int]

    init(_ groups: [[Double]]) {
      let values = groups.flatMap { $0 }
      let order = values.indices.sorted { values[$0] < values[$1] }
      sorted = order.map { values[$0] }
      var rank = [Int](repeating: 0, count: values.count)
      for (position, index) in order.enumerated() { rank[index] = position }
      var ranks: [[Int]] = []
      var start = 0
      for group in groups {
        ranks.append(Array(rank[start..<start + group.count]))
        start += group.count
      }
      self.ranks = ranks
      counts = [Int](repeating: 0, count: values.count)
    }

    mutating func median(using generator: inout SplitMix64) -> Double {
      for index in counts.indices { counts[index] = 0 }
      var drawn = 0
      for _ in ranks.indices {
        let group = ranks.count == 1 ? ranks[0] : ranks[generator.index(below: ranks.count)]
        for _ in group.indices { counts[group[generator.index(below: group.count)]] += 1 }
        drawn += group.count
      }
      let middle = drawn / 2
      let upper = value(at: middle)
      return drawn.isMultiple(of: 2) ? (value(at: middle - 1) + upper) / 2 : upper
    }

    /// The value at position `position` of the draw, sorted.
    private func value(at position: Int) -> Double {
      var seen = 0
      for (index, count) in counts.enumerated() {
        seen += count
        if seen > position { return sorted[index] }
      }
      return sorted[sorted.count - 1]
    }
  }

  /// Steele, Lea and Flood's SplitMix64: small, fast, and the same sequence
  /// for a seed on every machine and toolchain.
  private struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }

    /// A number in `0..<count` (modulo bias below 2⁻⁵⁰ for any count here).
    mutating func index(below count: Int) -> Int { Int(next() % UInt64(count)) }
  }
}
