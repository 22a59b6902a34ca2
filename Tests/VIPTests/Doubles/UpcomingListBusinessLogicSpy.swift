@testable import VIP

/// Stands for the Upcoming list's interactor: records the requests it is sent.
@MainActor
final class UpcomingListBusinessLogicSpy: UpcomingListBusinessLogic {
  private(set) var calls: [String] = []

  func fetchItems(request: UpcomingListModels.FetchItems.Request) { calls.append("fetchItems") }
  func insertAddedItem(request: UpcomingListModels.InsertItem.Request) { calls.append("insertAddedItem") }
}
