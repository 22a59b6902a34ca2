@testable import VIP

/// Stands for the Upcoming list's view controller: records the view models it is given.
@MainActor
final class UpcomingListDisplayLogicSpy: UpcomingListDisplayLogic {
  private(set) var fetchedViewModels: [UpcomingListModels.FetchItems.ViewModel] = []
  private(set) var insertedViewModels: [UpcomingListModels.InsertItem.ViewModel] = []

  func displayFetchedItems(viewModel: UpcomingListModels.FetchItems.ViewModel) {
    fetchedViewModels.append(viewModel)
  }

  func displayInsertedItem(viewModel: UpcomingListModels.InsertItem.ViewModel) {
    insertedViewModels.append(viewModel)
  }
}
