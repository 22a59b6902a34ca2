/// How a child process ended.
struct ChildResult: Sendable, CustomStringConvertible {
  /// The exit status, if it exited.
  var exitStatus: Int32?
  /// The signal that ended it, if one did.
  var signal: Int32?
  /// Everything it wrote to standard output.
  var standardOutput: String
  /// Everything it wrote to standard error.
  var standardError: String
  /// Whether it was killed for running past its time.
  var timedOut = false

  /// Standard error split into lines, without the empty last one.
  var errorLines: [String] {
    standardError.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter {
      !$0.isEmpty
    }
  }

  var description: String {
    let end =
      timedOut
      ? "killed after its timeout" : exitStatus.map { "exit \($0)" } ?? signal.map { "signal \($0)" } ?? "?"
    return "\(end); stdout: \(standardOutput.prefix(600)); stderr: \(standardError.prefix(600))"
  }
}
