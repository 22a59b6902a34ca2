import Foundation

/// The reference architectures ranked by their distance to a profile, with the answer in words.
public struct ArchitectureRanking: Codable, Sendable, Equatable {
  /// Closest first.
  public var matches: [ArchitectureMatch]
  /// The distance above which no reference matches well.
  public var threshold: Double
  /// The code lines the profile counted.
  public var countedLines: Int
  /// The app's UI toolkit, detected first: only the references of that toolkit are ranked
  /// (all ten for a mixed app). `mixed` in rankings written before it was detected.
  public var toolkit: UIToolkit = .mixed

  /// The default of ``threshold``, calibrated on the corpus's tuning half only (`Docs/Corpus.md`):
  /// the 90th percentile (nearest rank) of the distance between each tuning app that states
  /// one of the ten and its stated architecture's reference, rounded up to a multiple of 0.05.
  /// It was 0.5, set on ArchLab's own modules; 0.65 against the modules alone (0.62 on the
  /// tuning figures of `66ed649`); 0.55 against the references blended with the tuning half
  /// (``FieldReferences``, each app left out of its own: 0.527). `ToolkitTests` recomputes it
  /// from the committed figures.
  public static let defaultThreshold = 0.55

  /// Ranks those of `references` (name → profile) that `toolkit` admits by distance to `profile`.
  public init(
    _ profile: ArchitectureProfile, references: [(name: String, profile: ArchitectureProfile)],
    threshold: Double = defaultThreshold, toolkit: UIToolkit = .mixed
  ) {
    self.threshold = threshold
    self.toolkit = toolkit
    countedLines = profile.countedLines
    matches = references.filter { toolkit.admits(reference: $0.name) }.map { reference in
      ArchitectureMatch(
        architecture: reference.name, distance: profile.distance(to: reference.profile),
        evidence: Self.evidence(profile, reference.profile, name: reference.name))
    }.sorted { ($0.distance, $0.architecture) < ($1.distance, $1.architecture) }
  }

  private enum CodingKeys: String, CodingKey { case matches, threshold, countedLines, toolkit }

  /// Decodes a ranking; one written before the toolkit was detected ranked all ten (`mixed`).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    matches = try container.decode([ArchitectureMatch].self, forKey: .matches)
    threshold = try container.decode(Double.self, forKey: .threshold)
    countedLines = try container.decode(Int.self, forKey: .countedLines)
    toolkit = try container.decodeIfPresent(UIToolkit.self, forKey: .toolkit) ?? .mixed
  }

  /// How close the runner-up may be for the answer to name both ("between VIPER and MVP"), set
  /// on the corpus's tuning half (`Docs/Corpus.md`): of its answers whose runner-up was within
  /// 0.03, three of seven named the wrong one of the two (an MVP app as VIPER by 0.015, a VIPER
  /// app as VIP by 0.01, a VIP app as MVP by 0.004): that close, the first is no answer alone.
  public static let closeMargin = 0.03

  /// The closest two references when the runner-up is within ``closeMargin`` of the first.
  public var closeCall: (first: ArchitectureMatch, second: ArchitectureMatch)? {
    guard matches.count > 1, matches[1].distance - matches[0].distance < Self.closeMargin else { return nil }
    return (matches[0], matches[1])
  }

  /// Whether even the closest reference is farther than ``threshold``, or the app has no code
  /// in a role the profile counts (nothing to match).
  public var matchesNoneWell: Bool { countedLines == 0 || (matches.first?.distance ?? 1) > threshold }

  /// The answer in a sentence.
  public var verdict: String {
    guard let best = matches.first else { return "No reference architecture to compare with." }
    if countedLines == 0 {
      return
        "No code in a role the profile counts (view controllers, views, presenters…): no architecture to name."
    }
    if matchesNoneWell {
      return
        "Matches none of the \(among) well: the closest, \(best.architecture), is \(Self.format(best.distance)) away (above \(Self.format(threshold))). \(best.evidence)"
    }
    if let close = closeCall {
      return
        "\(best.evidence): between \(close.first.architecture) and \(close.second.architecture) (distances \(Self.format(close.first.distance)) and \(Self.format(close.second.distance)), closer than \(Self.format(Self.closeMargin)) to each other) among the \(among)."
    }
    return
      "\(best.evidence): closest to \(best.architecture) (distance \(Self.format(best.distance))) among the \(among)."
  }

  /// The references ranked, in words: `ten`, `seven UIKit-shaped references`.
  var among: String {
    switch toolkit {
    case .uikit: "seven UIKit-shaped references (a UIKit app)"
    case .swiftUI: "three SwiftUI-shaped references (a SwiftUI app)"
    case .mixed: "ten"
    }
  }

  static func format(_ value: Double) -> String { String(format: "%.2f", value) }

  static func percent(_ value: Double) -> String { String(format: "%.0f %%", value * 100) }

  /// `82 % of the code in view controllers, 9 % in builders; no presenters or view models (as MVC)`.
  static func evidence(_ app: ArchitectureProfile, _ reference: ArchitectureProfile, name: String) -> String {
    let top = app.shares.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(3)
    var parts: [String] = []
    if let first = top.first {
      parts.append(
        "\(percent(first.value)) of the code in \(first.key.title)"
          + top.dropFirst().map { ", \(percent($0.value)) in \($0.key.title)" }.joined())
    }
    let present = { (profile: ArchitectureProfile, family: RoleFamily) in profile.share(family) >= 0.02 }
    let screens: [RoleFamily] = [
      .presenter, .viewModel, .interactor, .navigation, .coordinator, .reducer, .models, .viewController,
      .view,
    ]
    let lacking = screens.filter { present(reference, $0) && !present(app, $0) }
    let extra = screens.filter { present(app, $0) && !present(reference, $0) }
    let shared = screens.filter { present(app, $0) && present(reference, $0) }
    if lacking.isEmpty, extra.isEmpty {
      parts.append("the same roles as \(name) (\(shared.map(\.title).joined(separator: ", ")))")
    } else {
      if !lacking.isEmpty {
        parts.append("no \(lacking.map(\.title).joined(separator: " or ")) as \(name) has")
      }
      if !extra.isEmpty {
        parts.append("\(extra.map(\.title).joined(separator: " and ")), which \(name) has not")
      }
    }
    return parts.joined(separator: "; ")
  }
}
