import Analysis
import Foundation

extension AppMeasurement {
  /// The measurement of the Swift files under `folder` (walked as `archlab analyze` walks it).
  public static func measure(
    folder: URL, config: AnalyzerConfig = AnalyzerConfig(), cache: FactCache
  ) throws(AnalyzerError) -> AppMeasurement {
    let tree = try SourceTree(root: folder, excluded: config.excluded)
    let facts = FactParser.facts(
      tree.files.map { ($0.path, $0.text) }, cache: cache)
    return AppMeasurement(facts: facts, overrides: config.roles, isStandIn: config.isStandIn)
  }
}
