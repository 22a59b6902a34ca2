import Entities

/// The navigation the Upcoming list's view model can ask for, without knowing
/// about screens.
@MainActor
protocol UpcomingListRouterProtocol: AnyObject {
  /// Presents the Add Item screen with its due date set to `today`; `delegate`
  /// hears about the item it adds.
  func showAddItem(today: Day, delegate: any AddItemViewModelDelegate)
}
