/// What the contact list's presenter can tell its view, in terms of content,
/// never of widgets.
@MainActor
protocol ContactListViewInterface: AnyObject {
  /// Shows the empty state: no rows, and the screen's no-content message.
  func showNoContentMessage()
  /// Shows these rows, in this order.
  func showContacts(_ contacts: [ContactDisplayItem])
  /// Inserts one row at `index`, keeping the others.
  func insertContact(_ contact: ContactDisplayItem, at index: Int)
  /// Shows an error message over the screen.
  func showErrorMessage(_ message: String)
}
