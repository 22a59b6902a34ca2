/// The navigation the add-item view controller can ask its router for.
@MainActor
protocol AddItemRoutingLogic: AnyObject {
  /// Closes the form and passes the saved item, if any, back to the Upcoming list.
  func routeToUpcomingList()
}
