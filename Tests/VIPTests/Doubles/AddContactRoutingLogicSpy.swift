@testable import VIP

/// Stands for the add-contact scene's router in view-controller tests: counts the routes asked for.
@MainActor
final class AddContactRoutingLogicSpy: AddContactRoutingLogic, AddContactDataPassing {
  /// How many times the view controller asked to route to ContactList.
  private(set) var routeCount = 0
  /// No data store: view-controller tests do not pass data.
  var dataStore: (any AddContactDataStore)? { nil }

  func routeToContactList() { routeCount += 1 }
}
