import Foundation

/// What `Benchmarks/run.sh` writes: the raw rounds of the timed pass, the
/// seeding race and the memory pass, and the machine's load around them.
/// ``BenchmarkAnalysis/analyze(_:)`` turns it into the report's figures.
public struct BenchmarkOutput: Codable, Sendable {
  /// The version of `run.sh`'s format: 2 since the rounds of a cell run in
  /// several processes, each round naming its own.
  public var formatVersion: Int
  /// When the run started (ISO 8601, UTC), if recorded.
  public var date: String?
  /// The commit measured (`git rev-parse --short=12 HEAD`, `-dirty` when the
  /// benchmarks' inputs had uncommitted changes), if recorded.
  public var commit: String?
  /// The processor cores the machine had (`nproc`), 0 if unknown.
  public var cores: Int
  /// `/proc/loadavg` just before the benchmarks ran, if it could be read.
  public var loadAverageBefore: LoadAverage?
  /// `/proc/loadavg` just after they ended, if it could be read.
  public var loadAverageAfter: LoadAverage?
  /// The number of other runnable tasks while the benchmarks ran: the median of
  /// `/proc/loadavg`'s running count read every second, less the reading
  /// shell and the benchmark itself; `nil` without readings.
  public var otherRunnableDuring: Double?
  /// How long each of `run.sh`'s steps took, in seconds (`build`, `benchmarks`).
  public var stepSeconds: [String: Int]
  /// Every measured round of the timed pass.
  public var rounds: [PairedRound]
  /// Every measured round of the seeding race.
  public var seeding: [SeedingRound]
  /// The memory pass: one entry per variant (but `floor2`), scenario and size.
  public var memory: [MemoryFigures]
  /// ScreenUI's forced steps of adding a row, timed apart; `nil` in an output made before them.
  public var toolkitShares: [ToolkitShares]? = nil

  /// The format `run.sh` writes.
  public static let currentFormatVersion = 2

  /// Creates an output.
  public init(
    formatVersion: Int = BenchmarkOutput.currentFormatVersion, date: String? = nil, commit: String? = nil,
    cores: Int, loadAverageBefore: LoadAverage?, loadAverageAfter: LoadAverage?,
    otherRunnableDuring: Double? = nil, stepSeconds: [String: Int] = [:], rounds: [PairedRound],
    seeding: [SeedingRound] = [],
    memory: [MemoryFigures] = []
  ) {
    self.formatVersion = formatVersion
    self.date = date
    self.commit = commit
    self.cores = cores
    self.loadAverageBefore = loadAverageBefore
    self.loadAverageAfter = loadAverageAfter
    self.otherRunnableDuring = otherRunnableDuring
    self.stepSeconds = stepSeconds
    self.rounds = rounds
    self.seeding = seeding
    self.memory = memory
  }

  /// The output in `data`: what `run.sh` writes, or a report's `benchmarks.json` holding it.
  public static func read(_ data: Data) throws -> BenchmarkOutput {
    let decoder = JSONDecoder()
    if let kept = try? decoder.decode(BenchmarkCache.Kept.self, from: data) { return kept.output }
    do {
      return try decoder.decode(BenchmarkOutput.self, from: data)
    } catch {
      throw BenchmarkError(
        description:
          "not the output of Benchmarks/run.sh (format \(currentFormatVersion)) nor a report's benchmarks.json: \(error)"
      )
    }
  }
}
