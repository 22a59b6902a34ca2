import HarnessSupport

/// When a paired cell (one scenario and size) has been measured enough: the
/// rule `Benchmarks/run.sh` follows, through `archlab benchmarks plan`, and the
/// report states.
///
/// A cell's rounds are spread over separate benchmark processes, each with its
/// own warm-up and ``roundsPerProcess`` rounds, because what changes from one
/// process to the next (the heap's layout, the pages already touched) moves a
/// ratio more than anything within one process. Every cell gets at least
/// ``minimumProcesses`` processes and ``minimumRounds`` rounds; after that it
/// gets one more process at a time until every ratio it gives (each variant
/// over the floor, the A/A control included) has a 95 % interval whose
/// half-width is at most ``tolerance`` of its median, or until it has
/// ``maximumProcesses(n:)`` processes.
public struct SamplingRule: Codable, Sendable, Equatable {
  /// The rounds each process measures, after its warm-up.
  public var roundsPerProcess: Int
  /// The processes every cell gets, however tight its intervals.
  public var minimumProcesses: Int
  /// The rounds every cell gets, however tight its intervals.
  public var minimumRounds: Int
  /// The largest half-width of a ratio's interval, as a share of its median, at which a cell stops.
  public var tolerance: Double
  /// The most processes a cell below ``largeSize`` gets.
  public var maximumProcesses: Int
  /// From this size on, a process costs seconds (seeding and a warm-up round at N): ``maximumProcessesAtLargeSize`` apply.
  public var largeSize: Int
  /// The most processes a cell of ``largeSize`` or more gets.
  public var maximumProcessesAtLargeSize: Int
  /// The seeding race's processes (not adaptive).
  public var seedingProcesses: Int
  /// The seeding race's rounds per process.
  public var seedingRoundsPerProcess: Int

  /// Creates a rule.
  public init(
    roundsPerProcess: Int, minimumProcesses: Int, minimumRounds: Int, tolerance: Double,
    maximumProcesses: Int, largeSize: Int, maximumProcessesAtLargeSize: Int, seedingProcesses: Int,
    seedingRoundsPerProcess: Int
  ) {
    self.roundsPerProcess = roundsPerProcess
    self.minimumProcesses = minimumProcesses
    self.minimumRounds = minimumRounds
    self.tolerance = tolerance
    self.maximumProcesses = maximumProcesses
    self.largeSize = largeSize
    self.maximumProcessesAtLargeSize = maximumProcessesAtLargeSize
    self.seedingProcesses = seedingProcesses
    self.seedingRoundsPerProcess = seedingRoundsPerProcess
  }

  /// The rule of every run.
  public static let standard = SamplingRule(
    roundsPerProcess: 10, minimumProcesses: 3, minimumRounds: 30, tolerance: 0.02, maximumProcesses: 8,
    largeSize: 100_000, maximumProcessesAtLargeSize: 4, seedingProcesses: 3, seedingRoundsPerProcess: 4)

  /// The most processes a cell of size `n` gets.
  public func maximumProcesses(n: Int) -> Int {
    max(minimumProcesses, n >= largeSize ? maximumProcessesAtLargeSize : maximumProcesses)
  }

  /// Whether `ratio`'s interval is tight enough: its half-width at most ``tolerance`` of its median.
  public func isPrecise(_ ratio: RatioEstimate) -> Bool {
    ratio.median > 0 && ratio.relativeHalfWidth <= tolerance
  }

  /// Why a cell measured in `processes` processes and `rounds` rounds, giving
  /// `ratios`, needs no more, or `nil` when it gets another process.
  public func stop(n: Int, processes: Int, rounds: Int, ratios: [RatioEstimate]) -> CellSampling.Stop? {
    guard processes >= minimumProcesses, rounds >= minimumRounds else { return nil }
    if !ratios.isEmpty, ratios.allSatisfy(isPrecise) { return .precise }
    return processes >= maximumProcesses(n: n) ? .maximum : nil
  }

  /// The rule in a sentence, as the report and `Benchmarks/README.md` state it.
  public var sentence: String {
    "each scenario and size runs as separate benchmark processes of \(roundsPerProcess) rounds, each after its own warm-up; every cell gets at least \(minimumProcesses) processes (\(minimumRounds) rounds), then one more process at a time until every ratio of the cell, the A/A control's included, has a 95 % interval whose half-width is at most \(Format.f0(tolerance * 100)) % of its median, or until it has \(maximumProcesses) processes (\(maximumProcessesAtLargeSize) from N = \(largeSize) on, where a process costs seconds); the seeding race runs as \(seedingProcesses) processes of \(seedingRoundsPerProcess) rounds"
  }
}
