/// The keyword a declaration starts with.
public enum DeclarationKind: String, Codable, Sendable {
  /// `class`.
  case `class`
  /// `struct`.
  case `struct`
  /// `enum`.
  case `enum`
  /// `actor`.
  case actor
  /// `protocol`.
  case `protocol`
  /// `extension` (of a type declared elsewhere).
  case `extension`
}
