/// How the contact list's view model reports what the user wants to its
/// coordinator, without knowing about screens.
@MainActor
protocol ContactListViewModelDelegate: AnyObject {
  /// The user asked to add a contact.
  func contactListViewModelDidRequestNewContact(_ viewModel: ContactListViewModel)
}
