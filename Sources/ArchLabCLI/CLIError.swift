import ArgumentParser

/// A failure the user can act on: printed as one line, exit code 1.
struct CLIError: Error, CustomStringConvertible {
  /// The line printed after `Error: `.
  var description: String

  init(_ message: String) { description = message }
}
