@testable import VIPER

/// Stands for the presenter behind any of the four views: logs the events the
/// view passes on, so view tests check the view alone.
@MainActor
final class ModuleEventHandlerSpy: ContactListModuleInterface, AddContactModuleInterface,
  UpcomingListModuleInterface, AddItemModuleInterface
{
  let log: CallLog

  init(log: CallLog) { self.log = log }

  func updateView() { log.record("updateView()") }
  func addNewEntry() { log.record("addNewEntry()") }
  func cancelAddAction() { log.record("cancelAddAction()") }
  func saveAddAction(firstName: String, lastName: String) {
    log.record("saveAddAction(\(firstName)|\(lastName))")
  }
  func saveAddAction(name: String, dueDate: String) { log.record("saveAddAction(\(name)|\(dueDate))") }
}
