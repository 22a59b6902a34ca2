import Foundation

/// What `archlab benchmarks analyze` measured, and where: the date, the commit, the build
/// configuration, the cores and how loaded they were, each analysis and the history.
public struct AnalyzerBenchmarkReport: Sendable {
  /// When the benchmark started.
  public var date: Date
  /// The checkout's commit (`+` when it had changes not committed).
  public var commit: String
  /// `debug` or `release`: how this binary was built.
  public var configuration: String
  /// The cores this process may use.
  public var cores: Int
  /// The one-minute load average before and after, when it can be read.
  public var loadBefore: Double?
  /// The one-minute load average at the end.
  public var loadAfter: Double?
  /// What was asked.
  public var request: AnalyzerBenchmarkRequest
  /// The analyses of the generated tree and of the checkout, cold and warm.
  public var runs: [AnalyzerBenchmarkRun] = []
  /// The history sampled (its files and lines summed over the samples).
  public var history: AnalyzerBenchmarkRun?
  /// Commits of the generated repository.
  public var historyCommits = 0
  /// Code lines at its last commit.
  public var historyCodeLines = 0
  /// Samples taken.
  public var historySamples = 0

  /// The targets on this 2-core machine: 100 000 lines analysed in 30 s at most…
  public static let treeTargetSeconds = 30.0
  /// …and 200 sampled commits of a 50 000-line repository in 5 minutes at most.
  public static let historyTargetSeconds = 300.0

  /// How the code running now was built.
  public static var configuration: String {
    #if DEBUG
      "debug"
    #else
      "release"
    #endif
  }
}
