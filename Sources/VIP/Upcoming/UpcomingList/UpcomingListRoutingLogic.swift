/// The navigation the Upcoming list's view controller can ask its router for.
@MainActor
protocol UpcomingListRoutingLogic: AnyObject {
  /// Presents the add-item scene modally.
  func routeToAddItem()
}
