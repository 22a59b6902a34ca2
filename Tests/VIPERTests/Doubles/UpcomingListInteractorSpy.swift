@testable import VIPER

/// Stands for the Upcoming list's interactor: logs what its presenter asks.
@MainActor
final class UpcomingListInteractorSpy: UpcomingListInteractorInput {
  let log: CallLog

  init(log: CallLog) { self.log = log }

  func findUpcomingItems() { log.record("interactor.findUpcomingItems()") }
  func insertNewItem(_ item: TodoSummary) {
    log.record("interactor.insertNewItem(\(item.id), \(item.title), \(item.dueDate))")
  }
}
