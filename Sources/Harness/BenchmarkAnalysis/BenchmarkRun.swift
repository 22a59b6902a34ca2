import ArchLab

/// How the benchmarks ran and what their paired rounds say: the ratios to the
/// floor with their intervals, the A/A bands, the growth slopes, the seeding
/// race and the machine's load.
public struct BenchmarkRun: Codable, Sendable, Equatable {
  /// The processor cores, 0 if unknown.
  public var cores: Int
  /// The load average just before the benchmarks.
  public var loadAverageBefore: LoadAverage?
  /// The load average just after them.
  public var loadAverageAfter: LoadAverage?
  /// The median number of other runnable tasks while the benchmarks ran, if read.
  public var otherRunnableDuring: Double?
  /// How long `run.sh`'s steps took, in seconds.
  public var stepSeconds: [String: Int]
  /// The bootstrap's resamples per interval.
  public var resamples: Int
  /// Every variant's ratio to the floor (the floor's A/A twin and the limit included).
  public var ratios: [RatioEstimate]
  /// The A/A band of each scenario and size.
  public var bands: [AABand]
  /// Every variant's growth slope per scenario.
  public var growth: [GrowthEstimate]
  /// The seeding race, if it ran.
  public var seeding: SeedingComparison?
  /// When these figures come from an earlier run whose inputs are the same as now's
  /// (``BenchmarkCache``): when and at which commit they were measured; `nil` when measured by this report.
  public var reusedFrom: BenchmarkCache.Entry? = nil
  /// The rule that decided how many processes and rounds each cell got.
  public var rule: SamplingRule
  /// How each cell was sampled: its processes, rounds and why it stopped.
  public var sampling: [CellSampling]
  /// When the benchmarks ran (ISO 8601), if recorded.
  public var measuredAt: String?
  /// The commit they measured, if recorded.
  public var commit: String?
  /// The check that two runs on one commit give overlapping intervals (`Benchmarks/agreement.json`), if made.
  public var agreement: BenchmarkAgreement? = nil
  /// This run against the same inputs' figures measured on another machine, when the report
  /// measured them again where the kept ones had come from elsewhere.
  public var betweenMachines: BetweenMachines? = nil
  /// Each SwiftUI-shaped architecture's time over its UIKit-shaped counterpart's (MV over MVC),
  /// per scenario and size, from the same paired rounds: `variant` is the numerator, its
  /// `Architecture.uikitCounterpart` the denominator; `nil` in a run analysed before them.
  public var counterpartRatios: [RatioEstimate]? = nil
  /// ScreenUI's forced steps of adding a row to N rows, timed apart (`ScenarioProbe shares`);
  /// `nil` in a run made before them.
  public var toolkitShares: [ToolkitShares]? = nil

  /// Creates a run.
  public init(
    cores: Int, loadAverageBefore: LoadAverage?, loadAverageAfter: LoadAverage?, otherRunnableDuring: Double?,
    stepSeconds: [String: Int],
    resamples: Int, ratios: [RatioEstimate], bands: [AABand], growth: [GrowthEstimate],
    seeding: SeedingComparison?, rule: SamplingRule = .standard, sampling: [CellSampling] = [],
    measuredAt: String? = nil, commit: String? = nil
  ) {
    self.cores = cores
    self.loadAverageBefore = loadAverageBefore
    self.loadAverageAfter = loadAverageAfter
    self.otherRunnableDuring = otherRunnableDuring
    self.stepSeconds = stepSeconds
    self.resamples = resamples
    self.ratios = ratios
    self.bands = bands
    self.growth = growth
    self.seeding = seeding
    self.rule = rule
    self.sampling = sampling
    self.measuredAt = measuredAt
    self.commit = commit
  }

  /// Whether other work competed for the cores while the benchmarks ran: half a
  /// task or more was runnable besides the benchmark (the median reading). Without
  /// those readings, a 1-minute load average of half the cores or more before
  /// the run, or after it more than that plus the core the benchmark kept busy.
  public var machineWasBusy: Bool {
    if let otherRunnableDuring { return otherRunnableDuring >= 0.5 }
    let threshold = Double(max(cores, 2)) / 2
    return (loadAverageBefore?.one ?? 0) >= threshold || (loadAverageAfter?.one ?? 0) >= threshold + 1
  }

  /// `variant`'s ratio to the floor for a scenario and size, if measured.
  public func ratio(_ variant: Variant, _ scenario: Scenario, _ n: Int) -> RatioEstimate? {
    ratios.first { $0.variant == variant && $0.scenario == scenario && $0.n == n }
  }

  /// `architecture`'s time over its UIKit-shaped counterpart's for a scenario and size, if measured.
  public func counterpartRatio(_ architecture: Architecture, _ scenario: Scenario, _ n: Int) -> RatioEstimate?
  {
    counterpartRatios?.first {
      $0.variant == .architecture(architecture) && $0.scenario == scenario && $0.n == n
    }
  }

  /// The A/A band of `scenario` at size `n`, if measured.
  public func band(_ scenario: Scenario, _ n: Int) -> AABand? {
    bands.first { $0.scenario == scenario && $0.n == n }
  }

  /// `variant`'s growth slope in a scenario, if measured.
  public func growth(_ variant: Variant, _ scenario: Scenario) -> GrowthEstimate? {
    growth.first { $0.variant == variant && $0.scenario == scenario }
  }

  /// How a scenario and size was sampled, if measured.
  public func sampling(_ scenario: Scenario, _ n: Int) -> CellSampling? {
    sampling.first { $0.scenario == scenario && $0.n == n }
  }

  /// What `variant`'s ratio says against its band, if both were measured.
  public func verdict(_ variant: Variant, _ scenario: Scenario, _ n: Int) -> RatioVerdict? {
    guard let ratio = ratio(variant, scenario, n), let band = band(scenario, n) else { return nil }
    return ratio.verdict(against: band)
  }
}
