import Foundation
import HarnessSupport

/// Whether two runs of the benchmarks on one commit give the same answer: for
/// every ratio both give (each variant over the floor, per scenario and size),
/// whether their 95 % intervals overlap. `archlab benchmarks agreement` writes
/// it to `Benchmarks/agreement.json`, and the report cites it.
public struct BenchmarkAgreement: Codable, Sendable, Equatable {
  /// One of the two runs: when it ran, on what, and how busy the machine was.
  public struct Run: Codable, Sendable, Equatable {
    /// When it started (ISO 8601), if recorded.
    public var date: String?
    /// The commit it measured, if recorded.
    public var commit: String?
    /// `/proc/loadavg` before it.
    public var loadAverageBefore: LoadAverage?
    /// `/proc/loadavg` after it.
    public var loadAverageAfter: LoadAverage?
    /// Other runnable tasks while it ran (median of a reading a second).
    public var otherRunnableDuring: Double?
    /// Its steps' times, in seconds.
    public var stepSeconds: [String: Int]

    /// The run of `output`.
    public init(_ output: BenchmarkOutput) {
      date = output.date
      commit = output.commit
      loadAverageBefore = output.loadAverageBefore
      loadAverageAfter = output.loadAverageAfter
      otherRunnableDuring = output.otherRunnableDuring
      stepSeconds = output.stepSeconds
    }
  }

  /// A ratio whose two intervals do not overlap.
  public struct Disagreement: Codable, Sendable, Equatable {
    /// The first run's estimate.
    public var first: RatioEstimate
    /// The second run's.
    public var second: RatioEstimate

    /// `TCA addContact N=100000: 57.42× [55.27, 59.24] then 43.10× [41.00, 44.90]`.
    public var text: String {
      "\(first.variant.title) \(first.scenario.rawValue) N=\(first.n): \(first.text) then \(second.text)"
    }
  }

  /// When the two runs were compared (ISO 8601).
  public var checkedAt: String
  /// The two runs.
  public var runs: [Run]
  /// The ratios both runs give.
  public var intervals: Int
  /// Those whose two intervals overlap.
  public var overlapping: Int
  /// The share that must overlap for the runs to agree.
  public var target: Double
  /// Those that do not overlap.
  public var disagreements: [Disagreement]
  /// Whether the seeding race's two intervals overlap, if both runs had one.
  public var seedingOverlaps: Bool?
  /// The sampling rule both runs followed.
  public var rule: SamplingRule
  /// For every ratio both runs give, the factor between its two medians (≥ 1); `nil` in a
  /// record made before they were kept.
  public var factors: [Double]? = nil

  /// The share of the ratios that must overlap, as issue 21 asks.
  public static let targetShare = 0.97

  /// Compares `first` and `second`, analysed with `rule`; unless `sameCommit` is false (two
  /// machines' runs of the same benchmark inputs), throws when both recorded their commit and
  /// the commits differ (two runs of one commit are compared, not two commits).
  public static func compare(
    _ first: BenchmarkOutput, _ second: BenchmarkOutput, checkedAt: String, rule: SamplingRule = .standard,
    sameCommit: Bool = true
  ) throws -> BenchmarkAgreement {
    if sameCommit, let one = first.commit, let two = second.commit, one != two {
      throw BenchmarkError(
        description:
          "the two runs measured different commits (\(one) and \(two)): compare two runs of one commit")
    }
    let one = BenchmarkAnalysis.analyze(first, rule: rule).run
    let two = BenchmarkAnalysis.analyze(second, rule: rule).run
    var overlapping = 0
    var disagreements: [Disagreement] = []
    var intervals = 0
    var factors: [Double] = []
    for estimate in one.ratios {
      guard let other = two.ratio(estimate.variant, estimate.scenario, estimate.n) else { continue }
      intervals += 1
      if estimate.median > 0, other.median > 0 {
        factors.append(max(estimate.median, other.median) / min(estimate.median, other.median))
      }
      if estimate.overlaps(other) {
        overlapping += 1
      } else {
        disagreements.append(Disagreement(first: estimate, second: other))
      }
    }
    let seedingOverlaps = one.seeding.flatMap { a in
      two.seeding.map { b in a.low <= b.high && b.low <= a.high }
    }
    return BenchmarkAgreement(
      checkedAt: checkedAt, runs: [Run(first), Run(second)], intervals: intervals, overlapping: overlapping,
      target: targetShare, disagreements: disagreements, seedingOverlaps: seedingOverlaps, rule: rule,
      factors: factors)
  }

  /// The share of the ratios whose intervals overlap (0 without ratios).
  public var share: Double { intervals == 0 ? 0 : Double(overlapping) / Double(intervals) }

  /// Whether the runs agree: at least ``target`` of the intervals overlap.
  public var met: Bool { intervals > 0 && share >= target }

  /// The commit both runs measured, or `nil` if either did not record it or they differ.
  public var commit: String? {
    let commits = Set(runs.map(\.commit))
    guard commits.count == 1, let commit = commits.first else { return nil }
    return commit
  }

  /// What the check found, in lines for a terminal: the share, then each interval that does not overlap.
  public var lines: [String] {
    let percent = Format.f1(share * 100)
    var lines = [
      "\(overlapping) of \(intervals) intervals overlap (\(percent) %; target \(Format.f0(target * 100)) %: \(met ? "met" : "not met")), commit \(commit ?? "not recorded or not the same")."
    ]
    for (index, run) in runs.enumerated() {
      lines.append(
        "Run \(index + 1): \(run.date ?? "date not recorded"), load average \(run.loadAverageBefore?.description ?? "not read") before, \(run.loadAverageAfter?.description ?? "not read") after, other runnable tasks \(run.otherRunnableDuring.map(Format.f2) ?? "not read"), \(run.stepSeconds["benchmarks"].map { "\($0) s" } ?? "time not recorded")."
      )
    }
    if let seedingOverlaps {
      lines.append("Seeding race: the two intervals \(seedingOverlaps ? "overlap" : "do not overlap").")
    }
    lines += disagreements.map { "Not overlapping: \($0.text)" }
    return lines
  }

  /// Reads `Benchmarks/agreement.json` under `root`, or `nil` if there is none or it cannot be read.
  public static func load(root: URL) -> BenchmarkAgreement? {
    guard let data = FileManager.default.contents(atPath: file(root: root).path) else { return nil }
    return try? JSONDecoder().decode(BenchmarkAgreement.self, from: data)
  }

  /// `Benchmarks/agreement.json` under `root`.
  public static func file(root: URL) -> URL {
    root.appendingPathComponent("Benchmarks/agreement.json")
  }

  /// The record as `Benchmarks/agreement.json` holds it: sorted keys, a line break at the end.
  public func json() throws -> Data {
    try JSONFormat.readable.encode(self, endingWithLineBreak: true)
  }
}
