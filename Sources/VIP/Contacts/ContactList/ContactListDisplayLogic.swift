/// What the contact list's presenter gives its view controller to draw.
@MainActor
protocol ContactListDisplayLogic: AnyObject {
  /// Draws these rows, replacing what was shown, and the error alert if there is one.
  func displayFetchedContacts(viewModel: ContactListModels.FetchContacts.ViewModel)
  /// Inserts one row, keeping the others.
  func displayInsertedContact(viewModel: ContactListModels.InsertContact.ViewModel)
}
