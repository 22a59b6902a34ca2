/// What the Upcoming list's view controller asks of its interactor: the
/// requests that start the scene's VIP cycles.
@MainActor
protocol UpcomingListBusinessLogic: AnyObject {
  /// Reads the items due from today through the end of next week and has them presented.
  func fetchItems(request: UpcomingListModels.FetchItems.Request)
  /// Places the item the add-item scene left in the data store, if any and
  /// if it is shown, in its group and has it presented.
  func insertAddedItem(request: UpcomingListModels.InsertItem.Request)
}
