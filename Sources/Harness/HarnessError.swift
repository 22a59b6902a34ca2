/// Why the report could not be made; nothing was written to the report folder.
public enum HarnessError: Error, Equatable, CustomStringConvertible {
  /// Tests failed: the report is not made from a red suite.
  case testsFailed([String])
  /// A tool failed or is missing.
  case tool(String)
  /// A file could not be read or written.
  case file(String)

  public var description: String {
    switch self {
    case .testsFailed(let names):
      "tests failed, so no report was written:\n" + names.map { "  - \($0)" }.joined(separator: "\n")
    case .tool(let message): message
    case .file(let message): message
    }
  }
}
