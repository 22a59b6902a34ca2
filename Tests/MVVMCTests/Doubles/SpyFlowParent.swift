import Entities
import ScreenKit

@testable import MVVMC

/// Stands in for a tab's coordinator as the parent of an add flow: keeps the
/// flow's coordinator as its child until told the flow ended, and records how
/// it ended and whether its screen was already dismissed then.
final class SpyFlowParent: CoordinatorProtocol, AddContactCoordinatorDelegate, AddItemCoordinatorDelegate {
  /// How a flow ended.
  enum Ending: Equatable {
    case addedContact(Contact)
    case addedItem(TodoItem)
    case cancelled
  }

  var childCoordinators: [any CoordinatorProtocol] = []
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

  private func record(_ ending: Ending, from child: any CoordinatorProtocol) {
    endings.append(ending)
    presentingWhenTold.append(presenter.presentedViewController != nil)
    removeChild(child)
  }

  func addContactCoordinator(_ coordinator: AddContactCoordinator, didAdd contact: Contact) {
    record(.addedContact(contact), from: coordinator)
  }

  func addContactCoordinatorDidCancel(_ coordinator: AddContactCoordinator) {
    record(.cancelled, from: coordinator)
  }

  func addItemCoordinator(_ coordinator: AddItemCoordinator, didAdd item: TodoItem) {
    record(.addedItem(item), from: coordinator)
  }

  func addItemCoordinatorDidCancel(_ coordinator: AddItemCoordinator) {
    record(.cancelled, from: coordinator)
  }
}
