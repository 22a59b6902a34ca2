/// What `archlab benchmarks analyze` measures: the size of the generated tree, the size and
/// length of the generated history and how many of its commits are sampled, the seed.
public struct AnalyzerBenchmarkRequest: Sendable, Equatable {
  /// The seed the generated app and history are drawn from.
  public var seed: UInt64
  /// Code lines of the generated tree (at least).
  public var codeLines: Int
  /// Code lines of the generated repository's last commit (about).
  public var historyCodeLines: Int
  /// Commits of the generated repository.
  public var commits: Int
  /// Commits sampled from it (every `commits / samples`-th).
  public var samples: Int
  /// Whether to analyse the ArchLab checkout too.
  public var includesCheckout: Bool
  /// Whether to keep the generated folders (their path is printed) instead of removing them.
  public var keepsFiles: Bool

  /// The figures: 100 000 lines; 200 sampled commits of 400 in a 50 000-line repository.
  public init(
    seed: UInt64 = 1, codeLines: Int = 100_000, historyCodeLines: Int = 50_000, commits: Int = 400,
    samples: Int = 200, includesCheckout: Bool = true, keepsFiles: Bool = false
  ) {
    self.seed = seed
    self.codeLines = codeLines
    self.historyCodeLines = historyCodeLines
    self.commits = commits
    self.samples = samples
    self.includesCheckout = includesCheckout
    self.keepsFiles = keepsFiles
  }

  /// Every how many commits the history is sampled so that `samples` of `commits` are.
  public var sampleEvery: Int { max(1, commits / max(samples, 1)) }
}
