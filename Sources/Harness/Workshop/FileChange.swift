/// One file's text before and after a change; `nil` where the file did not exist.
public struct FileChange: Sendable, Equatable {
  /// The path, relative to the workspace root.
  public var path: String
  /// The text before the change.
  public var before: String?
  /// The text after the change.
  public var after: String?

  /// Creates a file change.
  public init(path: String, before: String?, after: String?) {
    self.path = path
    self.before = before
    self.after = after
  }
}
