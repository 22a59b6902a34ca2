@testable import VIPER

/// Stands for the contact list's view: logs what its presenter tells it.
@MainActor
final class ContactListViewSpy: ContactListViewInterface {
  let log: CallLog

  init(log: CallLog) { self.log = log }

  func showNoContentMessage() { log.record("view.showNoContentMessage()") }
  func showContacts(_ contacts: [ContactDisplayItem]) {
    log.record("view.showContacts(\(contacts.map(\.name)))")
  }
  func insertContact(_ contact: ContactDisplayItem, at index: Int) {
    log.record("view.insertContact(\(contact.name), at: \(index))")
  }
  func showErrorMessage(_ message: String) { log.record("view.showErrorMessage(\(message))") }
}
