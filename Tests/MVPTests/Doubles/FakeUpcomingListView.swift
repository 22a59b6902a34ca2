@testable import MVP

/// An Upcoming view that records what its presenter told it.
@MainActor
final class FakeUpcomingListView: UpcomingListViewProtocol {
  /// The sections as the screen would show them now.
  private(set) var sections: [UpcomingSectionDisplayData] = []
  /// How many times the sections were replaced.
  private(set) var showCount = 0
  /// Where rows were inserted, as (section, row), in order.
  private(set) var insertedRows: [(section: Int, row: Int)] = []
  /// Where sections were inserted, in order.
  private(set) var insertedSections: [Int] = []
  /// The presenters of the add-item screens asked for, in order.
  private(set) var addPresenters: [AddItemPresenter] = []
  /// The error messages shown, in order.
  private(set) var errors: [String] = []

  /// The section titles, in order.
  var titles: [String] { sections.map(\.title) }

  /// The rows' titles, section after section.
  var rowTitles: [String] { sections.flatMap { $0.rows.map(\.title) } }

  func showSections(_ sections: [UpcomingSectionDisplayData]) {
    self.sections = sections
    showCount += 1
  }

  func insertRow(_ row: UpcomingRowDisplayData, at index: Int, inSection section: Int) {
    sections[section].rows.insert(row, at: index)
    insertedRows.append((section, index))
  }

  func insertSection(_ section: UpcomingSectionDisplayData, at index: Int) {
    sections.insert(section, at: index)
    insertedSections.append(index)
  }

  func showAddItem(presenter: AddItemPresenter) {
    addPresenters.append(presenter)
  }

  func showError(_ message: String) {
    errors.append(message)
  }
}
