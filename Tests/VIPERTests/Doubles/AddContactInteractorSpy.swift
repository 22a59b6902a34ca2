@testable import VIPER

/// Stands for the add-contact interactor: logs what its presenter asks.
@MainActor
final class AddContactInteractorSpy: AddContactInteractorInput {
  let log: CallLog

  init(log: CallLog) { self.log = log }

  func saveNewContact(firstName: String, lastName: String) {
    log.record("interactor.saveNewContact(\(firstName)|\(lastName))")
  }
}
