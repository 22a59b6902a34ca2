import Entities

@testable import VIPER

/// Answers the Upcoming list's interactor with set items, whatever the range
/// asked (so the interactor's own rules are what filters), or fails; records
/// the ranges asked.
@MainActor
final class UpcomingListDataManagerStub: UpcomingListDataManagerProtocol {
  /// What `todoItems(from:through:)` returns or throws.
  var result: Result<[TodoItem], DataManagerError>
  /// The ranges asked, in order.
  private(set) var requests: [ClosedRange<Day>] = []

  /// Creates a stub answering `items`.
  init(_ items: [TodoItem] = []) {
    result = .success(items)
  }

  func todoItems(from startDate: Day, through endDate: Day) throws(DataManagerError) -> [TodoItem] {
    requests.append(startDate...endDate)
    return try result.get()
  }
}
