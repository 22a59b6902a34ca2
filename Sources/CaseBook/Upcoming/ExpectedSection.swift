/// A section of the Upcoming list as the user sees it: its title and rows.
public struct ExpectedSection: Sendable, Hashable, CustomStringConvertible {
  /// One row: the item's title and its day label (`nil` when due today).
  public struct Row: Sendable, Hashable, CustomStringConvertible {
    /// The item's title.
    public var title: String
    /// The weekday name, or `nil` for an item due today.
    public var dayLabel: String?

    /// A row showing `title` and `dayLabel`.
    public init(_ title: String, _ dayLabel: String?) {
      self.title = title
      self.dayLabel = dayLabel
    }

    public var description: String { dayLabel.map { "\(title) · \($0)" } ?? title }
  }

  /// `Today`, `Tomorrow`, `Later This Week` or `Next Week`.
  public var title: String
  /// The rows, top to bottom.
  public var rows: [Row]

  /// A section titled `title` with `rows`.
  public init(_ title: String, _ rows: [Row]) {
    self.title = title
    self.rows = rows
  }

  public var description: String { "\(title): \(rows.map(\.description).joined(separator: ", "))" }
}
