@testable import VIPER

/// Stands for the Upcoming list's view: logs what its presenter tells it and
/// keeps the sections as the screen would show them.
@MainActor
final class UpcomingListViewSpy: UpcomingListViewInterface {
  let log: CallLog
  /// The sections last shown, with the rows and sections inserted since.
  private(set) var sections: [UpcomingDisplaySection]?

  init(log: CallLog) { self.log = log }

  func showNoContentMessage() {
    sections = []
    log.record("view.showNoContentMessage()")
  }
  func showUpcomingDisplayData(_ sections: [UpcomingDisplaySection]) {
    self.sections = sections
    log.record("view.showUpcomingDisplayData(\(sections.map(\.name)))")
  }
  func insertUpcomingDisplayItem(_ item: UpcomingDisplayItem, at index: Int, inSection section: Int) {
    sections?[section].items.insert(item, at: index)
    log.record("view.insertUpcomingDisplayItem(\(item.title), at: \(index), inSection: \(section))")
  }
  func insertUpcomingDisplaySection(_ section: UpcomingDisplaySection, at index: Int) {
    sections?.insert(section, at: index)
    log.record("view.insertUpcomingDisplaySection(\(section.name), at: \(index))")
  }
  func showErrorMessage(_ message: String) { log.record("view.showErrorMessage(\(message))") }
}
