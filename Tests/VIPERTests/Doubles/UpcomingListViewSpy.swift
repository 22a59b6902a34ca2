@testable import VIPER

/// Stands for the Upcoming list's view: logs what its presenter tells it and
/// keeps the last sections shown.
@MainActor
final class UpcomingListViewSpy: UpcomingListViewInterface {
  let log: CallLog
  /// The sections last shown.
  private(set) var sections: [UpcomingDisplaySection]?

  init(log: CallLog) { self.log = log }

  func showNoContentMessage() { log.record("view.showNoContentMessage()") }
  func showUpcomingDisplayData(_ sections: [UpcomingDisplaySection]) {
    self.sections = sections
    log.record("view.showUpcomingDisplayData(\(sections.map(\.name)))")
  }
  func showErrorMessage(_ message: String) { log.record("view.showErrorMessage(\(message))") }
}
