/// One measured analysis of the benchmark: what was read, how long it took, the memory it peaked at.
public struct AnalyzerBenchmarkRun: Sendable, Codable, Equatable {
  /// What was measured (`generated tree, cold`).
  public var name: String
  /// Swift files analysed.
  public var files: Int
  /// Their code lines.
  public var codeLines: Int
  /// Files parsed (the ten reference modules' included on a cold run).
  public var parsed: Int
  /// Files whose parse came from the cache.
  public var reused: Int
  /// Wall-clock seconds.
  public var seconds: Double
  /// Processor seconds, on every core (user and system).
  public var cpuSeconds: Double
  /// The peak resident memory during the run, in bytes, when it could be read.
  public var peakBytes: Int?

  /// Files analysed per second.
  public var filesPerSecond: Double { Double(files) / max(seconds, 1e-9) }
  /// Code lines analysed per second.
  public var linesPerSecond: Double { Double(codeLines) / max(seconds, 1e-9) }
}
