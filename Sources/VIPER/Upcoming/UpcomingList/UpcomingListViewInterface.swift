/// What the Upcoming list's presenter can tell its view, in terms of content,
/// never of widgets.
@MainActor
protocol UpcomingListViewInterface: AnyObject {
  /// Shows the empty state: no sections, and the screen's no-content message.
  func showNoContentMessage()
  /// Shows these sections, in this order, replacing what was shown.
  func showUpcomingDisplayData(_ sections: [UpcomingDisplaySection])
  /// Shows an error message over the screen.
  func showErrorMessage(_ message: String)
}
