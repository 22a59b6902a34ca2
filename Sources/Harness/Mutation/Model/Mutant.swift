/// One mutation point: where it is, what it changes, and to what.
public struct Mutant: Codable, Sendable, Hashable {
  /// Unique among the mutants of one build; `ARCHLAB_MUTANT=<id>` switches it on.
  public var id: Int
  /// The module (architecture folder) it is in: `MVC`.
  public var module: String
  /// The file, relative to the workspace root.
  public var file: String
  /// The line of the mutated token (1-based).
  public var line: Int
  /// The column of the mutated token (1-based, in UTF-8 bytes).
  public var column: Int
  /// The kind of change.
  public var mutationOperator: MutationOperator
  /// The code before the change (on one line where it fits).
  public var original: String
  /// The code after the change (empty for a removed call).
  public var mutated: String
  /// The name of the outermost type around it (the extended type for an extension), or
  /// the file's name for code outside any type.
  public var typeName: String
  /// Why it cannot be switched at run time, or `nil` if it can.
  public var exclusion: String?
  /// The clause of ``EquivalentMutants`` by which it cannot change what the program does,
  /// or `nil`.
  public var equivalence: String?

  /// Creates a mutant.
  public init(
    id: Int, module: String, file: String, line: Int, column: Int, mutationOperator: MutationOperator,
    original: String, mutated: String, typeName: String, exclusion: String? = nil, equivalence: String? = nil
  ) {
    self.id = id
    self.module = module
    self.file = file
    self.line = line
    self.column = column
    self.mutationOperator = mutationOperator
    self.original = original
    self.mutated = mutated
    self.typeName = typeName
    self.exclusion = exclusion
    self.equivalence = equivalence
  }

  enum CodingKeys: String, CodingKey {
    case id, module, file, line, column
    case mutationOperator = "operator"
    case original, mutated, typeName, exclusion, equivalence
  }
}
