/// What the Upcoming list's interactor tells its presenter: plain values,
/// never entities.
@MainActor
protocol UpcomingListInteractorOutput: AnyObject {
  /// The items due from today through the end of next week, each with its date
  /// relation, sorted by due date, then title ignoring case, then order added.
  func foundUpcomingItems(_ items: [UpcomingItem])
  /// The items could not be read; `message` says why.
  func failedToFindUpcomingItems(message: String)
  /// `item` now sits at `index` among the upcoming items of its date relation.
  func insertedUpcomingItem(_ item: UpcomingItem, at index: Int)
}
