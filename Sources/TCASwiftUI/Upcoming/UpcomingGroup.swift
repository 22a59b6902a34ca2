/// One section of the Upcoming list, as state: which section, and its rows in
/// order. Identified by which section it is, so that the list inserts a new
/// section rather than reloading.
struct UpcomingGroup: Equatable, Identifiable, Sendable {
  /// Which section this is.
  let section: UpcomingSection
  /// The rows, by due date, then title ignoring case, then order added; never empty.
  var rows: [UpcomingRow]

  /// The section: a section keeps its identity.
  var id: UpcomingSection { section }
}
