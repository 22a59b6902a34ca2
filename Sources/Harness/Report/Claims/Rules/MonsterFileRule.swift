import Analysis
import ArchLab

/// The monster-file rule of C03 and C20, with the only threshold a source gives
/// (003, slide 32: files over 1 500 lines, counted here as code lines): supported
/// when the module's largest file is a file of `role` with more than the threshold;
/// contradicted when the role holds at least threshold × S code lines in all and
/// the largest file has at most the threshold; otherwise inconclusive — "app too
/// small" when the role holds fewer than threshold × S code lines.
public struct MonsterFileRule: ClaimRule {
  /// The monster-file threshold, in code lines.
  public static let threshold = 1_500

  /// The module.
  public var architecture: Architecture
  /// The role whose files are said to grow into monsters.
  public var role: Role

  /// Creates the rule.
  public init(_ architecture: Architecture, _ role: Role) {
    self.architecture = architecture
    self.role = role
  }

  public func judge(_ figures: ClaimFigures) -> RuleResult {
    let name = architecture.displayName
    let roleLines = ClaimFigure.roleLines(architecture, [role]).read(figures)
    guard let module = figures[architecture], let largest = module.largestFile, let lines = roleLines.value
    else {
      let missing = roleLines.missing.isEmpty ? ["\(name) size (largest file)"] : roleLines.missing
      return .notMeasured(MissingFigures(names: missing))
    }
    let limit = Self.threshold
    let enough = limit * figures.screens
    let shown = [
      "\(name) largest file: \(largest.name), \(largest.codeLines) code lines, mostly \(largest.role.title)",
      "\(name) \(role.title) code lines in all: \(Int(lines)) (threshold × S = \(limit) × \(figures.screens) = \(enough))",
    ]
    let isRole = largest.role == role
    if isRole, largest.codeLines > limit {
      return RuleResult(
        .supported, figures: shown,
        reason: "\(name)'s largest file is a \(role.title) file over \(limit) code lines.")
    }
    if Int(lines) >= enough, largest.codeLines <= limit {
      return RuleResult(
        .contradicted, figures: shown,
        reason:
          "\(name)'s \(role.title)s hold \(Int(lines)) code lines, enough for every screen's to be a monster, yet no file passes \(limit)."
      )
    }
    let why =
      Int(lines) < enough
      ? "App too small: \(name)'s \(role.title)s hold \(Int(lines)) code lines in all, fewer than \(limit) × \(figures.screens) screens = \(enough)."
      : "\(name)'s largest file passes \(limit) code lines but is not a \(role.title) file, so the figures cannot say whether a \(role.title) file does."
    return RuleResult(.inconclusive, figures: shown, reason: why)
  }
}
