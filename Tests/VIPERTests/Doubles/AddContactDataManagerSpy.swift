import Entities

@testable import VIPER

/// Records the contacts the add-contact interactor saves, giving them
/// increasing ids, or fails with a set error.
@MainActor
final class AddContactDataManagerSpy: AddContactDataManagerProtocol {
  /// The names saved, in order.
  private(set) var saved: [(firstName: String, lastName: String)] = []
  /// When set, every save throws it.
  var error: DataManagerError?
  /// The id the next saved contact gets.
  var nextID: Int64 = 1

  func addContact(firstName: String, lastName: String) throws(DataManagerError) -> Contact {
    if let error { throw error }
    saved.append((firstName, lastName))
    defer { nextID += 1 }
    return Contact(id: nextID, firstName: firstName, lastName: lastName)
  }
}
