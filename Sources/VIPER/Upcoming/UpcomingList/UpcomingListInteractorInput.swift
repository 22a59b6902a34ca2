/// What the Upcoming list's presenter asks of its interactor. Answers come
/// back through ``UpcomingListInteractorOutput``.
@MainActor
protocol UpcomingListInteractorInput: AnyObject {
  /// Finds the items due from today through the end of next week.
  func findUpcomingItems()
}
