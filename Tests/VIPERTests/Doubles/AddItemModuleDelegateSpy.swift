@testable import VIPER

/// Stands for the module that presented add-item: logs what it is told.
@MainActor
final class AddItemModuleDelegateSpy: AddItemModuleDelegate {
  let log: CallLog

  init(log: CallLog) { self.log = log }

  func addItemModuleDidCancelAddAction() { log.record("delegate.didCancel()") }
  func addItemModuleDidSaveAddAction(_ item: TodoSummary) {
    log.record("delegate.didSave(\(item.id), \(item.title), \(item.dueDate))")
  }
}
