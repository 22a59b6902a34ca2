import ArchLab
import Foundation

/// A module written after the claims were declared, judged by a claim's rule in the
/// place of the elder it grew from (MVVM-C in MVVM's place): context printed beside
/// the verdict, never part of it (`Docs/Claims.md`, "Architectures").
public struct StandIn: Sendable, Equatable {
  /// The later module.
  public var later: Architecture
  /// The module whose place it takes in the rules.
  public var elder: Architecture

  /// Creates a stand-in.
  public init(_ later: Architecture, in elder: Architecture) {
    self.later = later
    self.elder = elder
  }

  /// What `rule` says with `later`'s figures in `elder`'s place, in a sentence, or
  /// `nil` when the rule reads no figure of `elder` (the two judgements read the same figures).
  public func judge(_ rule: any ClaimRule, on figures: ClaimFigures) -> String? {
    guard figures[later] != nil else { return nil }
    let own = rule.judge(figures)
    let standing = rule.judge(figures.standing(later, in: elder))
    guard standing.figures != own.figures || standing.reason != own.reason else { return nil }
    let renamed = standing.figures.map(rename)
    let read = renamed.isEmpty ? "" : " (\(renamed.joined(separator: "; ")))"
    return
      "with \(later.displayName) in \(elder.displayName)'s place: \(standing.outcome.verdict.title)\(read)"
  }

  /// `text` with `elder`'s name, as a whole word, turned into `later`'s.
  func rename(_ text: String) -> String {
    let pattern =
      "(?<![A-Za-z-])" + NSRegularExpression.escapedPattern(for: elder.displayName) + "(?![A-Za-z-])"
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return text }
    return expression.stringByReplacingMatches(
      in: text, range: NSRange(text.startIndex..., in: text),
      withTemplate: NSRegularExpression.escapedTemplate(for: later.displayName))
  }
}
