/// What the Upcoming list's interactor hands its presenter: responses to format.
@MainActor
protocol UpcomingListPresentationLogic: AnyObject {
  /// Lays the groups read out as sections, or words the error.
  func presentFetchedItems(response: UpcomingListModels.FetchItems.Response)
  /// Formats an item inserted in its group.
  func presentInsertedItem(response: UpcomingListModels.InsertItem.Response)
}
