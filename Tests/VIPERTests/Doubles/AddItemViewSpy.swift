@testable import VIPER

/// Stands for the add-item form: logs what its presenter tells it.
@MainActor
final class AddItemViewSpy: AddItemViewInterface {
  let log: CallLog

  init(log: CallLog) { self.log = log }

  func setEntryDueDate(_ text: String) { log.record("view.setEntryDueDate(\(text))") }
  func showErrorMessage(_ message: String) { log.record("view.showErrorMessage(\(message))") }
}
