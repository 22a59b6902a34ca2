/// What ``FileTree/walk(under:rules:)`` found: the files kept and what it left out, with why.
public struct FileWalk: Sendable, Equatable {
  /// The files kept, relative to the walked folder, sorted.
  public var files: [String]
  /// What was left out, sorted by path.
  public var skipped: [SkippedPath]

  /// Creates a walk's result.
  public init(files: [String], skipped: [SkippedPath]) {
    self.files = files
    self.skipped = skipped
  }
}
