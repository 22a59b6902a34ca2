/// How a child process ended.
package struct ChildResult: Sendable, CustomStringConvertible {
  /// The exit status, if it exited.
  package var exitStatus: Int32?
  /// The signal that ended it, if one did.
  package var signal: Int32?
  /// Everything it wrote to standard output.
  package var standardOutput: String
  /// Everything it wrote to standard error.
  package var standardError: String
  /// Whether it was killed for running past its time.
  package var timedOut = false

  /// Standard error split into lines, without the empty last one.
  package var errorLines: [String] {
    standardError.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter {
      !$0.isEmpty
    }
  }

  package var description: String {
    let end =
      timedOut
      ? "killed after its timeout" : exitStatus.map { "exit \($0)" } ?? signal.map { "signal \($0)" } ?? "?"
    return "\(end); stdout: \(standardOutput.prefix(600)); stderr: \(standardError.prefix(600))"
  }
}
