@testable import VIPER

/// Records what the add-contact interactor reports.
@MainActor
final class AddContactInteractorOutputSpy: AddContactInteractorOutput {
  /// One report.
  enum Event: Equatable {
    case saved(ContactSummary)
    case rejected(ContactValidationFailure)
    case failed(String)
  }

  /// The reports, in order.
  private(set) var events: [Event] = []

  func savedNewContact(_ contact: ContactSummary) { events.append(.saved(contact)) }
  func rejectedNewContact(_ failure: ContactValidationFailure) { events.append(.rejected(failure)) }
  func failedToSaveNewContact(message: String) { events.append(.failed(message)) }
}
