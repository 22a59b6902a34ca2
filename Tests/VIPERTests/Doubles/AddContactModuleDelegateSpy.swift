@testable import VIPER

/// Stands for the module that presented add-contact: logs what it is told.
@MainActor
final class AddContactModuleDelegateSpy: AddContactModuleDelegate {
  let log: CallLog

  init(log: CallLog) { self.log = log }

  func addContactModuleDidCancelAddAction() { log.record("delegate.didCancel()") }
  func addContactModuleDidSaveAddAction(_ contact: ContactSummary) {
    log.record("delegate.didSave(\(contact.id), \(contact.fullName))")
  }
}
