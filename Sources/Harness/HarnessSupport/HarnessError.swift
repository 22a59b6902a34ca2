/// Why the report could not be made; nothing was written to the report folder.
public enum HarnessError: Error, Equatable, CustomStringConvertible {
  /// Tests failed: the report is not made from a red suite.
  case testsFailed([String])
  /// Source files with code that the coverage export does not list: totals
  /// without them would overstate the coverage.
  case missingCoverage([String])
  /// A tool failed or is missing.
  case tool(String)
  /// A file could not be read or written.
  case file(String)

  public var description: String {
    switch self {
    case .testsFailed(let names):
      "tests failed, so no report was written:\n" + names.map { "  - \($0)" }.joined(separator: "\n")
    case .missingCoverage(let paths):
      "llvm-cov's export has no coverage for these source files, so no report was written "
        + "(is every file compiled into the test binary?):\n"
        + paths.map { "  - \($0)" }.joined(separator: "\n")
    case .tool(let message): message
    case .file(let message): message
    }
  }
}
