/// What the contact-list presenter can tell its view: the view shows what it
/// is given and performs the navigation it is asked for, nothing more.
@MainActor
protocol ContactListViewProtocol: AnyObject {
  /// Shows `rows`, in this order, in place of whatever was shown.
  func showContacts(_ rows: [ContactRowDisplayData])

  /// Inserts `row` at `index` among the rows shown, without reloading the others.
  func insertContact(_ row: ContactRowDisplayData, at index: Int)

  /// Presents the add-contact screen, driven by `presenter`, modally.
  func showAddContact(presenter: AddContactPresenter)

  /// Shows an error alert with `message`.
  func showError(_ message: String)
}
