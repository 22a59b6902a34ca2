/// The navigation the add-contact view controller can ask its router for.
@MainActor
protocol AddContactRoutingLogic: AnyObject {
  /// Closes the form and passes the saved contact, if any, back to the contact list.
  func routeToContactList()
}
