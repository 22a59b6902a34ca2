/// What a change cost: the files, roles and lines it touched and the types it added.
public struct ChangeSize: Codable, Sendable, Equatable {
  /// Source files changed, added or deleted (paths outside `Tests/`).
  public var files: [String] = []
  /// Test files changed, added or deleted.
  public var testFiles: [String] = []
  /// The roles whose code changed: the role of the declaration around each
  /// added or removed line (see ``Role``), in the architecture's sources.
  public var roles: [Role] = []
  /// Shared targets whose sources changed (`Entities`, `Storage`, …).
  public var sharedTargets: [String] = []
  /// Source lines added.
  public var linesAdded = 0
  /// Source lines removed.
  public var linesRemoved = 0
  /// Test lines added.
  public var testLinesAdded = 0
  /// Test lines removed.
  public var testLinesRemoved = 0
  /// Types and protocols declared in the sources after the change and not before.
  public var typesAdded: [String] = []

  /// Creates an empty change.
  public init() {}

  /// Source lines added plus removed.
  public var linesChanged: Int { linesAdded + linesRemoved }
}
