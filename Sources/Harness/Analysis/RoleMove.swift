/// A type the classifier gives another role than its name alone would: where the
/// report's size-by-role figures move because roles come from structure.
public struct RoleMove: Codable, Sendable, Equatable {
  /// The type.
  public var type: String
  /// The role its name alone gives (``Role/init(typeName:)``).
  public var byName: Role
  /// The role the classifier infers, which the figures use.
  public var byStructure: Role
  /// The deciding fact, in words: `@Observable class`.
  public var evidence: String
  /// Its code lines, with its extensions'.
  public var codeLines: Int

  /// Creates a move.
  public init(type: String, byName: Role, byStructure: Role, evidence: String, codeLines: Int) {
    self.type = type
    self.byName = byName
    self.byStructure = byStructure
    self.evidence = evidence
    self.codeLines = codeLines
  }
}
