@testable import VIP

/// Stands for the Upcoming list's router in view-controller tests: counts the routes asked for.
@MainActor
final class UpcomingListRoutingLogicSpy: UpcomingListRoutingLogic, UpcomingListDataPassing {
  /// How many times the view controller asked to route to AddItem.
  private(set) var routeCount = 0
  /// No data store: view-controller tests do not pass data.
  var dataStore: (any UpcomingListDataStore)? { nil }

  func routeToAddItem() { routeCount += 1 }
}
