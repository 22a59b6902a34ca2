@testable import VIP

/// Stands for the Upcoming list's presenter: records the responses it is handed.
@MainActor
final class UpcomingListPresentationLogicSpy: UpcomingListPresentationLogic {
  private(set) var fetchedResponses: [UpcomingListModels.FetchItems.Response] = []
  private(set) var insertedResponses: [UpcomingListModels.InsertItem.Response] = []

  func presentFetchedItems(response: UpcomingListModels.FetchItems.Response) {
    fetchedResponses.append(response)
  }

  func presentInsertedItem(response: UpcomingListModels.InsertItem.Response) {
    insertedResponses.append(response)
  }
}
