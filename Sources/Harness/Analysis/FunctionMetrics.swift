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
