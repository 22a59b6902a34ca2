/// The case book's test code in one unit-test target, counted one way wherever test lines per
/// case are (`Docs/Claims.md`, "Test lines per case"): the files under the target's
/// `CaseBook/` folder and every other file of the target that declares a type or protocol
/// they use, directly or through another such file. A double or a fixture the book uses counts
/// wherever it lives, so moving it between folders changes nothing.
public struct CaseBookTestCode: Sendable, Equatable {
  /// Code lines of the book's files and of the files they use.
  public var codeLines: Int
  /// Code lines of the `CaseBook/` folder alone (the definition before issue 41).
  public var folderCodeLines: Int
  /// The files outside the folder that the book uses, by path, sorted.
  public var usedFiles: [String]

  /// The book's test code among `files`, a unit-test target's, whose book is the files with a
  /// `CaseBook` folder in their path.
  public init(files: [FileMetrics]) {
    let inBook = { (file: FileMetrics) in file.path.split(separator: "/").contains("CaseBook") }
    var used = files.filter(inBook)
    folderCodeLines = used.reduce(0) { $0 + $1.lines.code }
    var others = files.filter { !inBook($0) }
    var referenced = Set(used.flatMap { $0.referencesByRole.values.joined() })
    var found: [FileMetrics] = []
    while let index = others.firstIndex(where: { file in
      (file.types + file.protocols).contains { referenced.contains($0.name) }
    }) {
      let file = others.remove(at: index)
      found.append(file)
      referenced.formUnion(file.referencesByRole.values.joined())
    }
    used += found
    codeLines = used.reduce(0) { $0 + $1.lines.code }
    usedFiles = found.map(\.path).sorted()
  }
}
