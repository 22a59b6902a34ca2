/// A place in a source file, as Swift Testing reports it.
public struct SourceLocation: Sendable, Equatable, CustomStringConvertible {
  /// `Module/File.swift`.
  public var fileID: String
  /// The line, from 1.
  public var line: Int
  /// The column, from 1.
  public var column: Int

  /// Creates a location.
  public init(fileID: String, line: Int, column: Int) {
    self.fileID = fileID
    self.line = line
    self.column = column
  }

  /// `File.swift:12`.
  public var description: String {
    "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)"
  }
}
