@testable import VIPER

/// Records what the contact list's interactor reports.
@MainActor
final class ContactListInteractorOutputSpy: ContactListInteractorOutput {
  /// One report.
  enum Event: Equatable {
    case found([ContactSummary])
    case failed(String)
    case inserted(ContactSummary, at: Int)
  }

  /// The reports, in order.
  private(set) var events: [Event] = []

  func foundContacts(_ contacts: [ContactSummary]) { events.append(.found(contacts)) }
  func failedToFindContacts(message: String) { events.append(.failed(message)) }
  func insertedContact(_ contact: ContactSummary, at index: Int) {
    events.append(.inserted(contact, at: index))
  }
}
