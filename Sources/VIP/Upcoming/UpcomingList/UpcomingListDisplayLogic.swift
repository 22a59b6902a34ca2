/// What the Upcoming list's presenter gives its view controller to draw.
@MainActor
protocol UpcomingListDisplayLogic: AnyObject {
  /// Draws these sections, replacing what was shown, and the error alert if there is one.
  func displayFetchedItems(viewModel: UpcomingListModels.FetchItems.ViewModel)
  /// Inserts one row, or one section holding it, keeping the others.
  func displayInsertedItem(viewModel: UpcomingListModels.InsertItem.ViewModel)
}
