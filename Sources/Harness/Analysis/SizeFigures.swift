/// Size figures for a group of files (a role, a feature, a module).
public struct SizeFigures: Codable, Sendable, Equatable {
  /// Files whose main role this is.
  public var files = 0
  /// Classes, structs, enums and actors.
  public var types = 0
  /// Protocols.
  public var protocols = 0
  /// Functions, initializers, computed properties and subscripts.
  public var functions = 0
  /// Lines by kind.
  public var lines = LineCounts()

  /// Creates empty figures.
  public init() {}

  /// The sum, figure by figure.
  public static func + (lhs: SizeFigures, rhs: SizeFigures) -> SizeFigures {
    var sum = lhs
    sum.files += rhs.files
    sum.types += rhs.types
    sum.protocols += rhs.protocols
    sum.functions += rhs.functions
    sum.lines = lhs.lines + rhs.lines
    return sum
  }
}
