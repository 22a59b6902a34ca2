/// Counts of lines by kind.
public struct LineCounts: Codable, Sendable, Equatable {
  /// Lines holding code.
  public var code = 0
  /// Lines holding only comments.
  public var comment = 0
  /// Empty or white-space lines.
  public var blank = 0

  /// Creates counts.
  public init(code: Int = 0, comment: Int = 0, blank: Int = 0) {
    self.code = code
    self.comment = comment
    self.blank = blank
  }

  /// All lines.
  public var total: Int { code + comment + blank }

  /// Counts one more line of `kind`.
  public mutating func add(_ kind: LineKind) {
    switch kind {
    case .code: code += 1
    case .comment: comment += 1
    case .blank: blank += 1
    }
  }

  /// The sum, kind by kind.
  public static func + (lhs: LineCounts, rhs: LineCounts) -> LineCounts {
    LineCounts(code: lhs.code + rhs.code, comment: lhs.comment + rhs.comment, blank: lhs.blank + rhs.blank)
  }
}
