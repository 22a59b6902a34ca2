/// A commit that declared a claim's rule or changed it (`Docs/Claims.md`, "How the rules changed").
public struct RuleDeclaration: Sendable, Equatable, Decodable {
  /// The commit, abbreviated (`b822615`).
  public var commit: String
  /// Its date, `2026-11-24`.
  public var date: String
  /// What it declared or changed, in a phrase.
  public var change: String

  /// Creates a declaration.
  public init(_ commit: String, _ date: String, _ change: String) {
    self.commit = commit
    self.date = date
    self.change = change
  }
}
