import Entities

/// The add-contact scene's data that routers read: what it hands back to the list.
@MainActor
protocol AddContactDataStore: AnyObject {
  /// The contact saved, once `Done` succeeded.
  var savedContact: Contact? { get }
}
