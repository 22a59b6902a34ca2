import Entities

/// What the Upcoming list's interactor needs from persistence, in entities.
@MainActor
protocol UpcomingListDataManagerProtocol: AnyObject {
  /// The items due from `startDate` through `endDate`, both included, in the order added.
  func todoItems(from startDate: Day, through endDate: Day) throws(DataManagerError) -> [TodoItem]
}
