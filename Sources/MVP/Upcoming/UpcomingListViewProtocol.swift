/// What the Upcoming presenter can tell its view: the view shows what it is
/// given and performs the navigation it is asked for, nothing more.
@MainActor
protocol UpcomingListViewProtocol: AnyObject {
  /// Shows `sections`, in this order, in place of whatever was shown.
  func showSections(_ sections: [UpcomingSectionDisplayData])

  /// Inserts `row` at `index` in the section at `section`, without reloading the others.
  func insertRow(_ row: UpcomingRowDisplayData, at index: Int, inSection section: Int)

  /// Inserts `section` at `index` among the sections shown, without reloading the others.
  func insertSection(_ section: UpcomingSectionDisplayData, at index: Int)

  /// Presents the add-item screen, driven by `presenter`, modally.
  func showAddItem(presenter: AddItemPresenter)

  /// Shows an error alert with `message`.
  func showError(_ message: String)
}
