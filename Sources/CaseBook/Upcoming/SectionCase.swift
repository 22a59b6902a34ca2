import Entities

/// Which items the Upcoming list shows, in which section, in which order and
/// with which day label, for a given today and first weekday.
public struct SectionCase: BookCase {
  public let id: CaseID
  public let summary: String
  /// Today.
  public let today: Day
  /// The first day of a week.
  public let firstWeekday: Weekday
  /// The items in the store, in the order they were added.
  public let stored: [ItemSpec]
  /// The sections shown, in display order (none: the list is empty).
  public let expected: [ExpectedSection]

  init(
    _ id: CaseID, _ summary: String, today: String, firstWeekday: Weekday = .sunday, stored: [ItemSpec],
    expected: [ExpectedSection]
  ) {
    self.id = id
    self.summary = summary
    self.today = Day.case(today)
    self.firstWeekday = firstWeekday
    self.stored = stored
    self.expected = expected
  }
}
