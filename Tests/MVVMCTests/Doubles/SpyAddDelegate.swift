import Entities

@testable import MVVMC

/// Stands in for the add flows' coordinators: records what the add screens'
/// view models report.
final class SpyAddDelegate: AddContactViewModelDelegate, AddItemViewModelDelegate {
  /// The contacts reported added, in order.
  private(set) var addedContacts: [Contact] = []
  /// The items reported added, in order.
  private(set) var addedItems: [TodoItem] = []
  /// How many times a form reported it was cancelled.
  private(set) var cancelCount = 0

  /// A delegate spy that has heard nothing yet.
  init() {}

  func addContactViewModel(_ viewModel: AddContactViewModel, didAdd contact: Contact) {
    addedContacts.append(contact)
  }

  func addContactViewModelDidCancel(_ viewModel: AddContactViewModel) {
    cancelCount += 1
  }

  func addItemViewModel(_ viewModel: AddItemViewModel, didAdd item: TodoItem) {
    addedItems.append(item)
  }

  func addItemViewModelDidCancel(_ viewModel: AddItemViewModel) {
    cancelCount += 1
  }
}
