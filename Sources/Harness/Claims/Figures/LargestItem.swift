import Analysis

/// The largest file or type of a module: its name, the role it plays and its code lines.
public struct LargestItem: Sendable, Equatable {
  /// Its path or name.
  public var name: String
  /// Its role (for a file, the role holding most of its code lines).
  public var role: Role
  /// Its code lines.
  public var codeLines: Int

  /// Creates an item.
  public init(name: String, role: Role, codeLines: Int) {
    self.name = name
    self.role = role
    self.codeLines = codeLines
  }
}
