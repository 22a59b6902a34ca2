import Entities

@testable import MVVM

/// Records the navigation the Upcoming list's view model asks for.
final class SpyUpcomingListRouter: UpcomingListRouterProtocol {
  /// The day each Add Item request was made for, in order.
  private(set) var addItemDays: [Day] = []
  /// The delegate given with the last request.
  private(set) weak var delegate: (any AddItemViewModelDelegate)?

  func showAddItem(today: Day, delegate: any AddItemViewModelDelegate) {
    addItemDays.append(today)
    self.delegate = delegate
  }
}
