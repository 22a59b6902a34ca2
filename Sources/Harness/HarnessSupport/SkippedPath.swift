/// A file or folder a walk left out, and why, for the person reading the result.
public struct SkippedPath: Codable, Sendable, Equatable, Comparable {
  /// The path, relative to the walked folder.
  public var path: String
  /// Why: `build products`, `symbolic-link loop back to Sources`.
  public var reason: String

  /// Creates a skipped path.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  public static func < (lhs: SkippedPath, rhs: SkippedPath) -> Bool { lhs.path < rhs.path }
}
