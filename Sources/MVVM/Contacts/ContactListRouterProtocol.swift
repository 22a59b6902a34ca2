/// The navigation the contact list's view model can ask for, without knowing
/// about screens.
@MainActor
protocol ContactListRouterProtocol: AnyObject {
  /// Presents the New Contact screen; `delegate` hears about the contact it adds.
  func showAddContact(delegate: any AddContactViewModelDelegate)
}
