import Foundation
import TestRuns

/// A compiler error of the scratch build, read from the compiler's serialized
/// diagnostics (TestRuns' ``CompilerDiagnostics``), never from its console text.
struct BuildDiagnostic: Sendable, Hashable {
  /// The file, as the compiler names it (an absolute path).
  var path: String
  /// The line (1-based).
  var line: Int
  /// The column (1-based, UTF-8).
  var column: Int
  /// The message.
  var message: String

  /// The errors of the build in `buildFolder` made since `date`, each once: from the
  /// diagnostics files written since `before` (``stamps(in:)`` taken before it began).
  static func errors(in buildFolder: URL, since date: Date, before: [String: Date]) -> [BuildDiagnostic] {
    CompilerDiagnostics.errors(
      in: buildFolder, since: date, root: URL(fileURLWithPath: "/"), before: before
    ).map {
      BuildDiagnostic(path: $0.file, line: $0.line, column: $0.column, message: $0.message)
    }
  }

  /// When each diagnostics file under `buildFolder` was last written, to compare after a build.
  static func stamps(in buildFolder: URL) -> [String: Date] {
    Dictionary(
      CompilerDiagnostics.stamps(in: buildFolder).map { ($0.path, $0.modified) },
      uniquingKeysWith: { a, _ in a })
  }
}
