/// How a router reaches the contact list's data store, to pass data into it.
@MainActor
protocol ContactListDataPassing: AnyObject {
  /// The scene's data store: its interactor.
  var dataStore: (any ContactListDataStore)? { get }
}
