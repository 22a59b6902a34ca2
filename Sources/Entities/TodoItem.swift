/// A to-do item due on a calendar day, as stored.
public struct TodoItem: Sendable, Equatable, Hashable, Codable, Identifiable {
  /// The stable identifier given by storage; larger ids were added later.
  public var id: Int64
  /// What is to be done, trimmed and validated before it was stored.
  public var title: String
  /// The day the item is due: a calendar day, never an instant.
  public var dueDate: Day

  /// Creates a to-do item value.
  public init(id: Int64, title: String, dueDate: Day) {
    self.id = id
    self.title = title
    self.dueDate = dueDate
  }
}
