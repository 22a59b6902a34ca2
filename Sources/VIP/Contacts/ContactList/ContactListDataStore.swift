import Entities

/// The contact list's data that routers read and write: how another scene
/// hands this one what it needs.
@MainActor
protocol ContactListDataStore: AnyObject {
  /// A contact saved by the add-contact scene, not yet shown; the interactor
  /// consumes it when the list appears again.
  var addedContact: Contact? { get set }
}
