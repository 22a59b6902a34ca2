@testable import MVP

/// An Upcoming view that records what its presenter told it.
@MainActor
final class FakeUpcomingListView: UpcomingListViewProtocol {
  /// The sections as the screen would show them now.
  private(set) var sections: [UpcomingSectionDisplayData] = []
  /// How many times the sections were replaced.
  private(set) var showCount = 0
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

  func showAddItem(presenter: AddItemPresenter) {
    addPresenters.append(presenter)
  }

  func showError(_ message: String) {
    errors.append(message)
  }
}
