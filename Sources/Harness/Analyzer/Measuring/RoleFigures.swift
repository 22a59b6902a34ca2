import Analysis

/// The figures of one role (or of one feature folder's role) in an analysed tree.
public struct RoleFigures: Codable, Sendable, Equatable {
  /// Code lines.
  public var codeLines = 0
  /// File-level types (classes, structs, enums, actors, protocols).
  public var types = 0
  /// Functions, initializers, computed properties and subscripts.
  public var functions = 0
  /// The mean cyclomatic complexity of its functions.
  public var meanComplexity = 0.0
  /// The largest cyclomatic complexity of one of its functions.
  public var maxComplexity = 0

  /// No figures.
  public init() {}

  /// The figures of `role` in `files` (with `types` file-level types of it).
  init(role: Role, files: [FileMetrics], types: Int) {
    codeLines = files.reduce(0) { $0 + ($1.linesByRole[role]?.code ?? 0) }
    self.types = types
    let complexities = files.flatMap(\.functions).filter { $0.role == role }.map(\.complexity)
    functions = complexities.count
    meanComplexity = complexities.isEmpty ? 0 : Double(complexities.reduce(0, +)) / Double(complexities.count)
    maxComplexity = complexities.max() ?? 0
  }
}
