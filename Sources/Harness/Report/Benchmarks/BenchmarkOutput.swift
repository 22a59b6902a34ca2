/// What `Benchmarks/run.sh` writes: the raw rounds of the timed pass, the
/// seeding race and the memory pass, and the machine's load around them.
/// ``BenchmarkAnalysis/analyze(_:)`` turns it into the report's figures.
public struct BenchmarkOutput: Codable, Sendable {
  /// The version of `run.sh`'s format.
  public var formatVersion: Int
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

  /// Creates an output.
  public init(
    formatVersion: Int = 1, cores: Int, loadAverageBefore: LoadAverage?, loadAverageAfter: LoadAverage?,
    otherRunnableDuring: Double? = nil, stepSeconds: [String: Int] = [:], rounds: [PairedRound],
    seeding: [SeedingRound] = [],
    memory: [MemoryFigures] = []
  ) {
    self.formatVersion = formatVersion
    self.cores = cores
    self.loadAverageBefore = loadAverageBefore
    self.loadAverageAfter = loadAverageAfter
    self.otherRunnableDuring = otherRunnableDuring
    self.stepSeconds = stepSeconds
    self.rounds = rounds
    self.seeding = seeding
    self.memory = memory
  }
}
