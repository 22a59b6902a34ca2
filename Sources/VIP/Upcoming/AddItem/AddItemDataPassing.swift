/// How a router reaches the add-item scene's data store.
@MainActor
protocol AddItemDataPassing: AnyObject {
  /// The scene's data store: its interactor.
  var dataStore: (any AddItemDataStore)? { get }
}
