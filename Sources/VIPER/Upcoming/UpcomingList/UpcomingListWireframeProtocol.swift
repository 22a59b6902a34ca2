/// The navigation the Upcoming list's presenter can ask for.
@MainActor
protocol UpcomingListWireframeProtocol: AnyObject {
  /// Presents the add-item module modally; `delegate` hears what it did.
  func presentAddInterface(delegate: any AddItemModuleDelegate)
}
