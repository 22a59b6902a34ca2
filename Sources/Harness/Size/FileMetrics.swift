/// What one Swift file holds, from its parse.
public struct FileMetrics: Codable, Sendable, Equatable {
  /// The path, relative to the workspace root.
  public var path: String
  /// Lines by kind, for the whole file.
  public var lines: LineCounts
  /// Code, comment and blank lines attributed to each role: a declaration's
  /// lines go to its role, the rest of the file (imports) to the file's main role.
  public var linesByRole: [Role: LineCounts]
  /// Class, struct, enum and actor declarations (nested ones included).
  public var types: [DeclaredType]
  /// Protocol declarations.
  public var protocols: [DeclaredType]
  /// Functions, initializers, computed properties and subscripts, with their complexity.
  public var functions: [FunctionMetrics]
  /// The modules this file imports.
  public var imports: [String]
  /// For each top-level declaration's role, the capitalized names it refers to.
  public var referencesByRole: [Role: [String]]
  /// Test functions (`@Test`) in the file.
  public var testCount: Int
}

/// A type or protocol declared in a file.
public struct DeclaredType: Codable, Sendable, Equatable {
  /// The declared name.
  public var name: String
  /// `class`, `struct`, `enum`, `actor` or `protocol`.
  public var kind: String
  /// The role its name gives it.
  public var role: Role
  /// Its code lines.
  public var codeLines: Int
}

/// A function-like declaration and its cyclomatic complexity.
public struct FunctionMetrics: Codable, Sendable, Equatable {
  /// `Type.name` or `name`.
  public var name: String
  /// The role of the type holding it (or of the file).
  public var role: Role
  /// Its cyclomatic complexity (see ``ComplexityCounter``).
  public var complexity: Int
  /// The line it starts on.
  public var line: Int
}
