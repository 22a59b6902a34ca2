import Entities

/// The Upcoming list's data that routers read and write: how another scene
/// hands this one what it needs.
@MainActor
protocol UpcomingListDataStore: AnyObject {
  /// An item saved by the add-item scene, not yet placed; the interactor
  /// consumes it when the list appears again.
  var addedItem: TodoItem? { get set }
}
