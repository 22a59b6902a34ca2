/// What the Upcoming list's presenter can tell its view, in terms of content,
/// never of widgets.
@MainActor
protocol UpcomingListViewInterface: AnyObject {
  /// Shows the empty state: no sections, and the screen's no-content message.
  func showNoContentMessage()
  /// Shows these sections, in this order, replacing what was shown.
  func showUpcomingDisplayData(_ sections: [UpcomingDisplaySection])
  /// Inserts one row at `index` in the section at `section`, keeping the others.
  func insertUpcomingDisplayItem(_ item: UpcomingDisplayItem, at index: Int, inSection section: Int)
  /// Inserts one section at `index`, keeping the others.
  func insertUpcomingDisplaySection(_ section: UpcomingDisplaySection, at index: Int)
  /// Shows an error message over the screen.
  func showErrorMessage(_ message: String)
}
