/// A role set by the analysed project's configuration (`archlab.yml`) for the types whose
/// name matches a pattern or whose file sits under a folder: it wins over every rule.
public struct RoleOverride: Codable, Sendable, Equatable {
  /// The role given.
  public var role: Role
  /// Name patterns: `*` matches any run of characters (`*Screen`, `Legacy*Controller`).
  public var names: [String]
  /// Folders, relative to the analysed root (`App/Screens`): every type declared under one.
  public var folders: [String]

  /// Creates an override.
  public init(role: Role, names: [String] = [], folders: [String] = []) {
    self.role = role
    self.names = names
    self.folders = folders
  }

  /// Why it applies to `name` declared in `file`, or `nil` when it does not.
  public func reason(name: String, file: String) -> String? {
    if let pattern = names.first(where: { Self.matches(name, pattern: $0) }) {
      return "the configuration gives names matching `\(pattern)` this role"
    }
    if let folder = folders.first(where: { Self.isUnder(file, folder: $0) }) {
      return "the configuration gives the folder `\(folder)` this role"
    }
    return nil
  }

  /// Whether `path` lies under `folder` (both relative, `/`-separated).
  public static func isUnder(_ path: String, folder: String) -> Bool {
    let trimmed = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    return trimmed.isEmpty || path == trimmed || path.hasPrefix(trimmed + "/")
  }

  /// Whether `name` matches `pattern`, where `*` matches any run of characters.
  public static func matches(_ name: String, pattern: String) -> Bool {
    let parts = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
    guard parts.count > 1 else { return name == pattern }
    guard name.hasPrefix(parts[0]), name.hasSuffix(parts[parts.count - 1]) else { return false }
    var rest = Substring(name.dropFirst(parts[0].count))
    rest = rest.dropLast(parts[parts.count - 1].count)
    guard name.count >= parts[0].count + parts[parts.count - 1].count else { return false }
    for part in parts.dropFirst().dropLast() where !part.isEmpty {
      guard let range = rest.range(of: part) else { return false }
      rest = rest[range.upperBound...]
    }
    return true
  }
}
