@testable import MVP

/// A contact-list view that records what its presenter told it, and keeps the
/// rows it would draw.
@MainActor
final class FakeContactListView: ContactListViewProtocol {
  /// The rows as the screen would show them now.
  private(set) var rows: [ContactRowDisplayData] = []
  /// How many times the whole list was replaced.
  private(set) var showCount = 0
  /// The indices rows were inserted at, in order.
  private(set) var insertedIndices: [Int] = []
  /// The presenters of the add-contact screens asked for, in order.
  private(set) var addPresenters: [AddContactPresenter] = []
  /// The error messages shown, in order.
  private(set) var errors: [String] = []

  /// The rows' names, in order.
  var names: [String] { rows.map(\.name) }

  func showContacts(_ rows: [ContactRowDisplayData]) {
    self.rows = rows
    showCount += 1
  }

  func insertContact(_ row: ContactRowDisplayData, at index: Int) {
    rows.insert(row, at: index)
    insertedIndices.append(index)
  }

  func showAddContact(presenter: AddContactPresenter) {
    addPresenters.append(presenter)
  }

  func showError(_ message: String) {
    errors.append(message)
  }
}
