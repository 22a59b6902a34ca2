import Entities

/// What `Save` does with the text typed into the Add Item form: save the
/// trimmed title and the day, or show an `Error` alert with the rule's message
/// and save nothing.
public struct ItemInputCase: BookCase {
  /// The outcome of tapping `Save`.
  public enum Outcome: Sendable, Equatable {
    /// Saved with this title (trimmed) and due day, the form dismissed.
    case saved(title: String, due: Day)
    /// An `Error` alert with this message; nothing saved, the form kept as typed.
    case alert(String)
  }

  public let id: CaseID
  public let summary: String
  /// Today (the due-date field is pre-filled with it).
  public let today: Day
  /// The text typed into `Name`.
  public let name: String
  /// The text typed into `Due date`, or `nil` to keep the pre-filled today.
  public let due: String?
  /// What `Save` must do.
  public let outcome: Outcome

  init(
    _ id: CaseID, _ summary: String, today: String = "2024-05-15", name: String, due: String?,
    outcome: Outcome
  ) {
    self.id = id
    self.summary = summary
    self.today = Day.case(today)
    self.name = name
    self.due = due
    self.outcome = outcome
  }
}
