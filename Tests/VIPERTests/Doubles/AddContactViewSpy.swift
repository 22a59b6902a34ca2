@testable import VIPER

/// Stands for the add-contact form: logs what its presenter tells it.
@MainActor
final class AddContactViewSpy: AddContactViewInterface {
  let log: CallLog

  init(log: CallLog) { self.log = log }

  func showErrorMessage(_ message: String) { log.record("view.showErrorMessage(\(message))") }
}
