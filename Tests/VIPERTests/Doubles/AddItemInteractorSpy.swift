@testable import VIPER

/// Stands for the add-item interactor: logs what its presenter asks.
@MainActor
final class AddItemInteractorSpy: AddItemInteractorInput {
  let log: CallLog

  init(log: CallLog) { self.log = log }

  func findDefaultDueDate() { log.record("interactor.findDefaultDueDate()") }
  func saveNewItem(name: String, dueDate: String) {
    log.record("interactor.saveNewItem(\(name)|\(dueDate))")
  }
}
