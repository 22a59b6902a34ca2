/// How a router reaches the add-contact scene's data store.
@MainActor
protocol AddContactDataPassing: AnyObject {
  /// The scene's data store: its interactor.
  var dataStore: (any AddContactDataStore)? { get }
}
