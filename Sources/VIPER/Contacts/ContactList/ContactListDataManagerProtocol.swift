import Entities

/// What the contact list's interactor needs from persistence, in entities.
@MainActor
protocol ContactListDataManagerProtocol: AnyObject {
  /// Every stored contact, in the order they were added.
  func allContacts() throws(DataManagerError) -> [Contact]
}
