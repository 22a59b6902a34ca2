/// The navigation the contact list's view controller can ask its router for.
@MainActor
protocol ContactListRoutingLogic: AnyObject {
  /// Presents the add-contact scene modally.
  func routeToAddContact()
}
