/// A type or protocol declared in a file.
public struct DeclaredType: Codable, Sendable, Equatable {
  /// The declared name.
  public var name: String
  /// `class`, `struct`, `enum`, `actor` or `protocol`.
  public var kind: DeclarationKind
  /// The role its name gives it.
  public var role: Role
  /// Its code lines.
  public var codeLines: Int
}
