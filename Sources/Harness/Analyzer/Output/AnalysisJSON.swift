import Analysis
import HarnessSupport

/// `analysis.json`: what `archlab analyze` found, for tools; ``schemaVersion`` changes when a
/// field changes meaning or goes away.
public struct AnalysisJSON: Codable, Sendable {
  /// The version of this layout.
  public static let currentSchemaVersion = 1

  /// A file swift-syntax could not wholly parse.
  public struct Unparsed: Codable, Sendable {
    /// Its path.
    public var file: String
    /// The lines it could not place.
    public var lines: [Int]
  }

  /// One feature folder's figures and, when it holds enough code, its ranking.
  public struct Feature: Codable, Sendable {
    /// The folder.
    public var folder: String
    /// Figures per role.
    public var roles: [Role: RoleFigures]
    /// The references ranked, when it holds enough code to judge.
    public var ranking: ArchitectureRanking?
  }

  /// ``currentSchemaVersion`` when written.
  public var schemaVersion = currentSchemaVersion
  /// The folder analysed.
  public var root: String
  /// The configuration read, if any.
  public var configuration: String?
  /// Swift files analysed.
  public var filesAnalysed: Int
  /// Code lines analysed.
  public var codeLines: Int
  /// What was left out and why.
  public var skipped: [SkippedPath]
  /// Objective-C files: counted, not analysed.
  public var notAnalysed: [String]
  /// Files swift-syntax could not wholly parse (analysed as far as they parse).
  public var unparsed: [Unparsed]
  /// Figures per role.
  public var roles: [Role: RoleFigures]
  /// Figures per feature folder.
  public var features: [Feature]
  /// For each role, the distinct types of each other role it refers to.
  public var coupling: [Role: [Role: Int]]
  /// Complexity, with the largest type and file per role.
  public var complexity: ComplexitySummary
  /// Every file-level type with its role and evidence, largest first.
  public var types: [ClassifiedType]
  /// The findings.
  public var findings: [Finding]
  /// The architecture profile.
  public var profile: ArchitectureProfile
  /// The ten references ranked.
  public var ranking: ArchitectureRanking
  /// The sampled history, when asked.
  public var history: HistoryAnalysis?
  /// Seconds the analysis took.
  public var seconds: Double
  /// Files parsed, and files whose parse was reused from the cache.
  public var filesParsed: Int
  /// Files whose parse was reused from the cache.
  public var filesReused: Int

  /// The JSON of `analysis`.
  public init(_ analysis: AppAnalysis) {
    let measurement = analysis.measurement
    root = analysis.root.path
    configuration = analysis.config.source
    filesAnalysed = measurement.files.count
    codeLines = measurement.codeLines
    skipped = analysis.skipped
    notAnalysed = analysis.objectiveC
    unparsed = measurement.unparsed.map { Unparsed(file: $0.path, lines: $0.lines) }
    roles = measurement.roleFigures
    features = measurement.features.keys.sorted().map { folder in
      Feature(
        folder: folder, roles: measurement.features[folder] ?? [:], ranking: analysis.featureRankings[folder])
    }
    coupling = measurement.coupling
    complexity = measurement.complexity
    types =
      measurement.largestTypes
      + measurement.roles.types.values.filter { $0.kind == .protocol }.sorted {
        $0.name < $1.name
      }
    findings = measurement.findings
    profile = measurement.profile
    ranking = analysis.ranking
    history = analysis.history
    seconds = analysis.seconds
    filesParsed = analysis.parsed
    filesReused = analysis.cacheHits
  }
}
