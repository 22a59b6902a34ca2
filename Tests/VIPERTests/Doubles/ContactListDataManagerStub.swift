import Entities

@testable import VIPER

/// Answers the contact list's interactor with set contacts, or fails.
@MainActor
final class ContactListDataManagerStub: ContactListDataManagerProtocol {
  /// What `allContacts()` returns or throws.
  var result: Result<[Contact], DataManagerError>
  /// How many times the contacts were read.
  private(set) var readCount = 0

  /// Creates a stub answering `contacts`.
  init(_ contacts: [Contact] = []) {
    result = .success(contacts)
  }

  func allContacts() throws(DataManagerError) -> [Contact] {
    readCount += 1
    return try result.get()
  }
}
