/// What the Upcoming list's presenter asks of its interactor. Answers come
/// back through ``UpcomingListInteractorOutput``.
@MainActor
protocol UpcomingListInteractorInput: AnyObject {
  /// Finds the items due from today through the end of next week.
  func findUpcomingItems()
  /// Places an item that was just saved among the upcoming items, if it is one.
  func insertNewItem(_ item: TodoSummary)
}
