import Entities

@testable import MVVMC

/// Stands in for the tabs' coordinators: records what the list view models ask for.
final class SpyListDelegate: ContactListViewModelDelegate, UpcomingListViewModelDelegate {
  /// How many times the contact list asked for New Contact.
  private(set) var newContactRequests = 0
  /// The day each Add Item request was made for, in order.
  private(set) var newItemDays: [Day] = []

  /// A delegate spy that has heard nothing yet.
  init() {}

  func contactListViewModelDidRequestNewContact(_ viewModel: ContactListViewModel) {
    newContactRequests += 1
  }

  func upcomingListViewModel(_ viewModel: UpcomingListViewModel, didRequestNewItemFor today: Day) {
    newItemDays.append(today)
  }
}
