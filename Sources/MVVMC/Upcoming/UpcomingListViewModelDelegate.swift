import Entities

/// How the Upcoming list's view model reports what the user wants to its
/// coordinator, without knowing about screens.
@MainActor
protocol UpcomingListViewModelDelegate: AnyObject {
  /// The user asked to add an item; `today` is the day its due date starts at.
  func upcomingListViewModel(_ viewModel: UpcomingListViewModel, didRequestNewItemFor today: Day)
}
