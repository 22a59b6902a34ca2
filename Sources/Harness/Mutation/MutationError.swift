/// Why a mutation run stopped; the workspace is untouched either way.
public enum MutationError: Error, Equatable, CustomStringConvertible {
  /// `Package.swift` could not be read well enough to make the scratch package.
  case manifest(String)
  /// The scratch build failed in a way no mutant explains.
  case build(String)
  /// A suite failed with no mutant on: mutants cannot be judged against a red suite.
  case baselineFailed(module: String, suite: MutationSuite, tests: [String])
  /// A tool could not be run.
  case tool(String)
  /// A file could not be read or written.
  case file(String)
  /// The request does not fit the workspace.
  case request(String)

  public var description: String {
    switch self {
    case .manifest(let message): "cannot read Package.swift: \(message)"
    case .build(let message): "the scratch build failed outside any mutant:\n\(message)"
    case .baselineFailed(let module, let suite, let tests):
      "the \(suite.title) of \(module) fail with no mutant on, so no mutant can be judged; fix these first:\n"
        + tests.map { "  - \($0)" }.joined(separator: "\n")
    case .tool(let message): message
    case .file(let message): message
    case .request(let message): message
    }
  }
}
