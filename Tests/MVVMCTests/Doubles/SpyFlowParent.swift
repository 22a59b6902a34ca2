import Entities
import ScreenKit

@testable import MVVMC

/// Stands in for a tab's coordinator as the parent of an add flow: records how
/// the flow ended, and whether its screen was already dismissed when told.
final class SpyFlowParent: AddContactCoordinatorDelegate, AddItemCoordinatorDelegate {
  /// How a flow ended.
  enum Ending: Equatable {
    case addedContact(Contact)
    case addedItem(TodoItem)
    case cancelled
  }

  /// The endings heard, in order.
  private(set) var endings: [Ending] = []
  /// For each ending, whether the presenter still showed a modal screen when told.
  private(set) var presentingWhenTold: [Bool] = []
  /// The screen the flows present over.
  let presenter: ViewController

  /// A parent whose flows present over `presenter`.
  init(presenter: ViewController) {
    self.presenter = presenter
  }

  private func record(_ ending: Ending) {
    endings.append(ending)
    presentingWhenTold.append(presenter.presentedViewController != nil)
  }

  func addContactCoordinator(_ coordinator: AddContactCoordinator, didAdd contact: Contact) {
    record(.addedContact(contact))
  }

  func addContactCoordinatorDidCancel(_ coordinator: AddContactCoordinator) {
    record(.cancelled)
  }

  func addItemCoordinator(_ coordinator: AddItemCoordinator, didAdd item: TodoItem) {
    record(.addedItem(item))
  }

  func addItemCoordinatorDidCancel(_ coordinator: AddItemCoordinator) {
    record(.cancelled)
  }
}
