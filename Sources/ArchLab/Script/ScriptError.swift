/// A script line that could not be parsed or run, with its line number.
public struct ScriptError: Error, Equatable, CustomStringConvertible {
  /// The 1-based line number.
  public var line: Int
  /// What went wrong.
  public var message: String

  /// Creates an error for `line`.
  public init(line: Int, message: String) {
    self.line = line
    self.message = message
  }

  public var description: String { "line \(line): \(message)" }
}
