/// The position of a row in a table view: a section and a row in it, like
/// `IndexPath` in UIKit.
public struct RowPath: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The section index.
  public var section: Int
  /// The row index inside the section.
  public var row: Int

  /// Creates a path.
  public init(row: Int, section: Int) {
    self.row = row
    self.section = section
  }

  public static func < (lhs: RowPath, rhs: RowPath) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }

  public var description: String { "[\(section), \(row)]" }
}
