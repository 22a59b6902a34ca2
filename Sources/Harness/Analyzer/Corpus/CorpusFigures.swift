import Analysis

/// ArchLab's own figures of one corpus app at its pinned commit (`Reports/corpus/`): what
/// `archlab analyze` says of it, measured from its clone through git's plumbing. No code of
/// the app is kept, only these figures.
public struct CorpusFigures: Codable, Sendable, Equatable {
  /// `owner/name`.
  public var repo: String
  /// The commit measured (the corpus's pinned one).
  public var commit: String
  /// The label its own docs give (the corpus's), copied for the report.
  public var label: String
  /// The half it is in.
  public var half: CorpusApp.Half
  /// The toolkit the corpus records for it (judged by whoever labelled it), beside the one
  /// the analyzer detects (``ArchitectureRanking/toolkit``); `nil` in figures written before.
  public var statedToolkit: String? = nil
  /// Swift files analysed.
  public var files: Int
  /// Their code lines.
  public var codeLines: Int
  /// Code lines per role, by the classifier.
  public var roleCodeLines: [Role: Int]
  /// The ten references ranked by distance, closest first, and the threshold.
  public var ranking: ArchitectureRanking
  /// The distance to each of the ten references, whatever the toolkit (the calibration of the
  /// match threshold reads the stated architecture's); empty in figures written before.
  public var distances: [String: Double] = [:]
  /// The app's architecture profile (share of code per role family, references between
  /// families): what its distances are computed from.
  public var profile: ArchitectureProfile? = nil
  /// Seconds the measurement took.
  public var seconds: Double

  /// The closest reference, by the analyzer's command-line name (`mvvm-swiftui`), or `none`
  /// when it matches none well.
  public var answer: String {
    guard let best = ranking.matches.first, !ranking.matchesNoneWell else { return "none" }
    return Self.label(of: best.architecture)
  }

  /// The two closest references by command-line name.
  public var topTwo: [String] { ranking.matches.prefix(2).map { Self.label(of: $0.architecture) } }

  /// The distance from the closest reference to the runner-up: how clearly it is named.
  public var margin: Double? {
    ranking.matches.count > 1 ? ranking.matches[1].distance - ranking.matches[0].distance : nil
  }

  /// Whether the toolkit the analyzer detected is the one the corpus records.
  public var toolkitAgrees: Bool? { statedToolkit.map { $0 == ranking.toolkit.rawValue } }

  /// The command-line name of a reference's display name: `MVVM-SwiftUI` → `mvvm-swiftui`.
  static func label(of displayName: String) -> String { displayName.lowercased() }
}
