import Entities

@testable import MVVM

/// Records what the add screens' view models tell the one that asked for them.
final class SpyAddDelegate: AddContactViewModelDelegate, AddItemViewModelDelegate {
  /// The contacts added, in order.
  private(set) var addedContacts: [Contact] = []
  /// The items added, in order.
  private(set) var addedItems: [TodoItem] = []
  private let log: EventLog?

  /// A delegate spy, writing `didAdd` to `log` if given.
  init(log: EventLog? = nil) {
    self.log = log
  }

  func addContactViewModel(_ viewModel: AddContactViewModel, didAdd contact: Contact) {
    addedContacts.append(contact)
    log?.record("didAdd")
  }

  func addItemViewModel(_ viewModel: AddItemViewModel, didAdd item: TodoItem) {
    addedItems.append(item)
    log?.record("didAdd")
  }
}
