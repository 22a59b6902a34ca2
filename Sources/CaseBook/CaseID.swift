/// The stable name of one case of the case book (`contacts.order.accents`).
///
/// Ids never change once published: the report counts, per architecture, the
/// ids its unit tests ran, and a renamed case would read as a case dropped.
public struct CaseID: Hashable, Sendable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// The dotted name: family, then the behaviour.
  public let rawValue: String

  /// The case named `rawValue`.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  public init(stringLiteral value: String) {
    self.init(value)
  }

  public var description: String { rawValue }

  public static func < (lhs: CaseID, rhs: CaseID) -> Bool { lhs.rawValue < rhs.rawValue }
}
