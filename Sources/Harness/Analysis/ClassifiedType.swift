/// A file-level type of an analysed tree with the role the classifier gave it, and why.
public struct ClassifiedType: Codable, Sendable, Equatable {
  /// Its name.
  public var name: String
  /// `class`, `struct`, `enum`, `actor` or `protocol`.
  public var kind: DeclarationKind
  /// The role it plays.
  public var role: Role
  /// What decided it, in words, the deciding fact first: `subclass of UIViewController`.
  public var evidence: [String]
  /// The file it is declared in (the first, if several declare it).
  public var file: String
  /// The line its declaration starts on.
  public var line: Int
  /// Its code lines, with its extensions' in the analysed tree.
  public var codeLines: Int

  /// Creates a classified type.
  public init(
    name: String, kind: DeclarationKind, role: Role, evidence: [String], file: String, line: Int,
    codeLines: Int
  ) {
    self.name = name
    self.kind = kind
    self.role = role
    self.evidence = evidence
    self.file = file
    self.line = line
    self.codeLines = codeLines
  }
}
