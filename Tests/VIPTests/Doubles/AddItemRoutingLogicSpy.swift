@testable import VIP

/// Stands for the add-item scene's router in view-controller tests: counts the routes asked for.
@MainActor
final class AddItemRoutingLogicSpy: AddItemRoutingLogic, AddItemDataPassing {
  /// How many times the view controller asked to route to UpcomingList.
  private(set) var routeCount = 0
  /// No data store: view-controller tests do not pass data.
  var dataStore: (any AddItemDataStore)? { nil }

  func routeToUpcomingList() { routeCount += 1 }
}
