/// What one line of a file holds, and the role of the top-level declaration
/// around it (`nil` outside every declaration: imports, file-level comments,
/// blank lines between declarations).
public struct LineAttribution: Sendable, Equatable {
  /// Code, comment or blank.
  public var kind: LineKind
  /// The role of the declaration holding the line, if one does.
  public var role: Role?
}
