/// Something a claim's threshold or rule flags in the analysed code, with where it is.
public struct Finding: Codable, Sendable, Equatable, Comparable {
  /// Which rule: `massive-view-controller`, `ui-toolkit-in-logic`, `view-touches-storage`.
  public var rule: String
  /// The file, relative to the analysed root.
  public var file: String
  /// The line.
  public var line: Int
  /// What was found, in a sentence.
  public var message: String

  /// Creates a finding.
  public init(rule: String, file: String, line: Int, message: String) {
    self.rule = rule
    self.file = file
    self.line = line
    self.message = message
  }

  public static func < (lhs: Finding, rhs: Finding) -> Bool {
    (lhs.rule, lhs.file, lhs.line) < (rhs.rule, rhs.file, rhs.line)
  }
}
