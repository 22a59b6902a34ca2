@testable import VIPER

/// Stands for the contact list's interactor: logs what its presenter asks.
@MainActor
final class ContactListInteractorSpy: ContactListInteractorInput {
  let log: CallLog

  init(log: CallLog) { self.log = log }

  func findContacts() { log.record("interactor.findContacts()") }
  func insertNewContact(_ contact: ContactSummary) {
    log.record("interactor.insertNewContact(\(contact.id), \(contact.fullName))")
  }
}
