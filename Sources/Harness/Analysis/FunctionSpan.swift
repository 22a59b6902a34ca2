/// Where a function-like declaration sits in its file, and how long it is.
public struct FunctionSpan: Sendable, Equatable {
  /// `Type.name` or `name`, as in ``FunctionMetrics``.
  public var name: String
  /// The line of its first token (after its doc comment).
  public var line: Int
  /// Lines from its first token to its last, both included.
  public var lineCount: Int
}
