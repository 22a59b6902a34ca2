/// What one row of a table shows: its text and an optional detail at the right,
/// like a `.value1` `UITableViewCell`.
public struct TableCell: Sendable, Equatable {
  /// The row's main text; the driver selects rows by it.
  public var text: String
  /// A secondary text drawn at the right of the row.
  public var detailText: String?

  /// Creates a cell.
  public init(text: String, detailText: String? = nil) {
    self.text = text
    self.detailText = detailText
  }
}
