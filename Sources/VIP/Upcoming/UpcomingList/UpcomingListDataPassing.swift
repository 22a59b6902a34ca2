/// How a router reaches the Upcoming list's data store, to pass data into it.
@MainActor
protocol UpcomingListDataPassing: AnyObject {
  /// The scene's data store: its interactor.
  var dataStore: (any UpcomingListDataStore)? { get }
}
