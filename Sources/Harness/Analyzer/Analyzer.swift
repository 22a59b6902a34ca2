import Analysis
import Foundation
import HarnessSupport

/// `archlab analyze`: the tree walked, parsed on every core (cached by content), classified,
/// measured, set beside the ten reference modules, and its history sampled when asked.
public enum Analyzer {
  /// The feature folders judged on their own hold at least this many counted code lines.
  public static let featureMinimumLines = 100

  /// Lines above which a debug build says that a release build parses much faster.
  public static let largeTree = 50_000

  /// Whether this is a debug build (swift-syntax unoptimised: about 18 times slower to parse).
  public static var isDebugBuild: Bool {
    #if DEBUG
      true
    #else
      false
    #endif
  }

  /// What a debug build says before parsing a tree of `lines` lines: that a release build is
  /// about 18 times faster, and how to run one; `nil` for a small tree or a release build.
  public static func releaseHint(lines: Int, debug: Bool = isDebugBuild) -> String? {
    guard debug, lines > largeTree else { return nil }
    return
      "This tree has \(lines) lines and this archlab is a debug build, whose swift-syntax parses about 18 times slower than a release build's: for large apps, build once with `swift build -c release --product archlab` and run `.build/release/archlab analyze …`."
  }

  /// Analyses what `request` names; `log` hears what is being done (for a progress line).
  public static func analyze(
    _ request: AnalysisRequest, log: @escaping @Sendable (String) -> Void = { _ in },
    announce: @escaping @Sendable (String) -> Void = { _ in }
  ) async throws(AnalyzerError) -> AppAnalysis {
    let clock = ContinuousClock()
    let started = clock.now
    let config = try AnalyzerConfig.load(root: request.root, explicit: request.configFile)
    log("walking \(request.root.path)")
    let tree = try SourceTree(root: request.root, excluded: config.excluded)
    guard !tree.files.isEmpty else { throw .noSwiftFiles(request.root.path, skipped: tree.skipped.count) }
    let cache = request.cache ?? FactCache(folder: request.cacheFolder)
    let (hitsBefore, missesBefore) = cache.counts
    if let hint = releaseHint(lines: tree.files.reduce(0) { $0 + $1.text.utf8.count { $0 == 10 } }) {
      announce(hint)
    }
    log("parsing \(tree.files.count) Swift files")
    let facts = FactParser.facts(
      tree.files.map { ($0.path, $0.text) }, cache: cache
    ) {
      done, total in
      log("parsed \(done) of \(total) files")
    }
    let hits = cache.counts.hits - hitsBefore
    let misses = cache.counts.misses - missesBefore
    log("classifying and measuring")
    let measurement = AppMeasurement(facts: facts, overrides: config.roles, isStandIn: config.isStandIn)
    log("measuring the ten reference modules")
    var references = request.references ?? []
    if request.references == nil {
      references = FieldReferences.blend(
        try ReferenceProfiles.measure(archlabRoot: request.archlabRoot, cache: cache),
        with: FieldReferences.load(archlabRoot: request.archlabRoot))
    }
    let threshold = config.matchThreshold ?? ArchitectureRanking.defaultThreshold
    let toolkit = measurement.toolkit.toolkit
    let ranking = ArchitectureRanking(
      measurement.profile, references: references, threshold: threshold, toolkit: toolkit)
    var featureRankings: [String: ArchitectureRanking] = [:]
    if measurement.featureProfiles.count > 1 {
      let toolkits = measurement.featureToolkits
      for (feature, profile) in measurement.featureProfiles where profile.countedLines >= featureMinimumLines
      {
        featureRankings[feature] = ArchitectureRanking(
          profile, references: references, threshold: threshold, toolkit: toolkits[feature] ?? toolkit)
      }
    }
    var history: HistoryAnalysis?
    if let historyRequest = request.history {
      history = try await HistoryAnalysis.sample(
        root: request.root, request: historyRequest, config: config, cache: cache, log: log)
    }
    return AppAnalysis(
      name: request.root.lastPathComponent, root: request.root, config: config, skipped: tree.skipped,
      objectiveC: tree.objectiveC, measurement: measurement, ranking: ranking,
      featureRankings: featureRankings,
      history: history, cacheHits: hits, parsed: misses, seconds: (clock.now - started).seconds)
  }
}
