/// One source file of a mutated module: its mutants, numbered, and the code that
/// switches them.
struct MutatedFile: Sendable {
  /// The path relative to the workspace root: `Sources/MVC/Contacts/X.swift`.
  var path: String
  /// The module it belongs to.
  var module: String
  /// The original code.
  var source: String
  /// The mutants, in source order; ids run on from the previous file's.
  var mutants: [Mutant]
  private var points: [MutationPoint]
  private var firstID: Int

  /// Finds the mutants of `source`, numbering them from `firstID`.
  init(path: String, module: String, source: String, firstID: Int) {
    self.path = path
    self.module = module
    self.source = source
    self.firstID = firstID
    points = MutationPointFinder.points(in: source, fileName: path)
    mutants = points.enumerated().map { index, point in
      Mutant(
        id: firstID + index, module: module, file: path, line: point.line, column: point.column,
        mutationOperator: point.mutationOperator, original: point.original, mutated: point.mutated,
        typeName: point.typeName, exclusion: point.exclusion,
        equivalence: point.equivalence)
    }
  }

  /// The id the next file starts from.
  var nextID: Int { firstID + mutants.count }

  /// The code with every mutant switched in but the excluded ones and those in `dropped`.
  func schema(dropping dropped: Set<Int>) -> SchemaWriter.Output {
    let enabled = Set(
      mutants.filter { $0.exclusion == nil && $0.equivalence == nil && !dropped.contains($0.id) }.map(\.id))
    return SchemaWriter.write(source: source, points: points, ids: mutants.map(\.id), enabled: enabled)
  }
}
