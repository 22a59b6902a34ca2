import Analysis
import Foundation
import HarnessSupport

/// Everything `archlab analyze` found in one tree.
public struct AppAnalysis: Sendable {
  /// The folder's name (`VIPER`, `firefox-ios`).
  public var name: String
  /// The folder analysed.
  public var root: URL
  /// The configuration read, if any.
  public var config: AnalyzerConfig
  /// What was left out and why.
  public var skipped: [SkippedPath]
  /// Objective-C files, counted, not analysed.
  public var objectiveC: [String]
  /// The measurement.
  public var measurement: AppMeasurement
  /// The reference architectures ranked for the whole tree.
  public var ranking: ArchitectureRanking
  /// The ranking of each feature folder holding enough code to judge (at least 100 code lines in counted roles).
  public var featureRankings: [String: ArchitectureRanking]
  /// The history, when asked.
  public var history: HistoryAnalysis?
  /// Parse results reused from the cache, and files parsed.
  public var cacheHits: Int
  /// Files parsed (not in the cache).
  public var parsed: Int
  /// Seconds the analysis took.
  public var seconds: Double
}
