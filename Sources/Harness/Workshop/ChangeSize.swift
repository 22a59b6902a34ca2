import Analysis

/// What a change cost: the files, roles and lines it touched and the types it added.
public struct ChangeSize: Codable, Sendable, Equatable {
  /// Source files changed, added or deleted (paths outside `Tests/`).
  public var files: [String] = []
  /// Test files changed, added or deleted.
  public var testFiles: [String] = []
  /// The roles whose code changed: the role of the declaration around each
  /// added or removed line (see ``Role``), in the architecture's sources. A
  /// line outside every declaration (an import, a file-level comment) is
  /// credited to no role.
  public var roles: [Role] = []
  /// Shared targets whose sources changed (`Entities`, `Storage`, …).
  public var sharedTargets: [String] = []
  /// Source lines added, by kind: code, comment, blank.
  public var linesAdded = LineCounts()
  /// Source lines removed, by kind.
  public var linesRemoved = LineCounts()
  /// Test lines added, by kind.
  public var testLinesAdded = LineCounts()
  /// Test lines removed, by kind.
  public var testLinesRemoved = LineCounts()
  /// Types and protocols declared in the sources after the change and not before.
  public var typesAdded: [String] = []

  /// Creates an empty change.
  public init() {}

  /// Source code lines added plus removed: the size of the change, comments and blank lines aside.
  public var codeLinesChanged: Int { linesAdded.code + linesRemoved.code }
}
