/// A compiler error read from build output: `/path/File.swift:12:5: error: message`.
struct BuildDiagnostic: Sendable, Hashable {
  /// The file, as the compiler wrote it.
  var path: String
  /// The line (1-based).
  var line: Int
  /// The column (1-based, UTF-8).
  var column: Int
  /// The message after `error: `.
  var message: String

  /// The errors in `output`, each once.
  static func errors(in output: String) -> [BuildDiagnostic] {
    var seen = Set<BuildDiagnostic>()
    var errors: [BuildDiagnostic] = []
    for line in output.split(separator: "\n") {
      guard let marker = line.range(of: ": error: ") else { continue }
      let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
      guard location.count >= 3, let lineNumber = Int(location[location.count - 2]),
        let column = Int(location[location.count - 1])
      else { continue }
      let diagnostic = BuildDiagnostic(
        path: location.dropLast(2).joined(separator: ":"), line: lineNumber, column: column,
        message: String(line[marker.upperBound...]))
      if seen.insert(diagnostic).inserted { errors.append(diagnostic) }
    }
    return errors
  }
}
