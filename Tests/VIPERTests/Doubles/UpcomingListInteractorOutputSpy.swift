@testable import VIPER

/// Records what the Upcoming list's interactor reports.
@MainActor
final class UpcomingListInteractorOutputSpy: UpcomingListInteractorOutput {
  /// One report.
  enum Event: Equatable {
    case found([UpcomingItem])
    case failed(String)
    case inserted(UpcomingItem, at: Int)
  }

  /// The reports, in order.
  private(set) var events: [Event] = []

  /// The items of the last `found` report.
  var lastFound: [UpcomingItem]? {
    for case .found(let items) in events.reversed() { return items }
    return nil
  }

  func foundUpcomingItems(_ items: [UpcomingItem]) { events.append(.found(items)) }
  func failedToFindUpcomingItems(message: String) { events.append(.failed(message)) }
  func insertedUpcomingItem(_ item: UpcomingItem, at index: Int) { events.append(.inserted(item, at: index)) }
}
