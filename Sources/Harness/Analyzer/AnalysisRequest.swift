import Foundation

/// What `archlab analyze` is asked to do.
public struct AnalysisRequest: Sendable {
  /// The folder analysed.
  public var root: URL
  /// `--config`, when given; otherwise `archlab.yml` or `archlab.json` in the root, if any.
  public var configFile: URL?
  /// The ArchLab checkout whose `Sources/<Module>` folders are the references.
  public var archlabRoot: URL
  /// Where parse results are kept between runs (`nil`: memory only).
  public var cacheFolder: URL?
  /// `--history` and how to sample it, or `nil`.
  public var history: HistoryRequest?
  /// A parse cache to share with other analyses (a test suite's); `nil`: one on ``cacheFolder``.
  public var cache: FactCache?
  /// The reference profiles, when already measured (a test suite's); `nil`: measured from ``archlabRoot``.
  public var references: [(name: String, profile: ArchitectureProfile)]?

  /// Creates a request.
  public init(
    root: URL, configFile: URL? = nil, archlabRoot: URL, cacheFolder: URL? = nil,
    history: HistoryRequest? = nil, cache: FactCache? = nil,
    references: [(name: String, profile: ArchitectureProfile)]? = nil
  ) {
    self.cache = cache
    self.references = references
    self.root = root
    self.configFile = configFile
    self.archlabRoot = archlabRoot
    self.cacheFolder = cacheFolder
    self.history = history
  }
}
