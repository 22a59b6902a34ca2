/// The add-item router: on the way back, passes the saved item from this
/// scene's data store to the Upcoming list's, then dismisses the form.
@MainActor
final class AddItemRouter: AddItemRoutingLogic, AddItemDataPassing {
  /// The scene's view controller; weak, since it owns this router.
  weak var viewController: AddItemViewController?
  /// The scene's interactor, whose saved item is passed back.
  var dataStore: (any AddItemDataStore)?
  /// The list to return to; weak, it presented this scene and outlives it.
  weak var upcomingListViewController: UpcomingListViewController?

  /// Creates the router; the configurator sets its references.
  init() {}

  func routeToUpcomingList() {
    guard let viewController else { return }
    if let dataStore, var destination = upcomingListViewController?.router?.dataStore {
      passDataToUpcomingList(source: dataStore, destination: &destination)
    }
    navigateToUpcomingList(source: viewController)
  }

  /// Hands the saved item, if any, to the list's data store.
  func passDataToUpcomingList(source: any AddItemDataStore, destination: inout any UpcomingListDataStore) {
    destination.addedItem = source.savedItem
  }

  /// Dismisses the form; the list, appearing again, shows what it was passed.
  func navigateToUpcomingList(source: AddItemViewController) {
    source.dismiss()
  }
}
