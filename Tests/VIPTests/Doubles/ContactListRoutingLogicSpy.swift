@testable import VIP

/// Stands for the contact list's router in view-controller tests: counts the routes asked for.
@MainActor
final class ContactListRoutingLogicSpy: ContactListRoutingLogic, ContactListDataPassing {
  /// How many times the view controller asked to route to AddContact.
  private(set) var routeCount = 0
  /// No data store: view-controller tests do not pass data.
  var dataStore: (any ContactListDataStore)? { nil }

  func routeToAddContact() { routeCount += 1 }
}
