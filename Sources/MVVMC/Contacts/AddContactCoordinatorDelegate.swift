import Entities

/// How the New Contact flow's coordinator tells its parent that the flow ended.
@MainActor
protocol AddContactCoordinatorDelegate: AnyObject {
  /// The flow ended with `contact` saved and its screen dismissed.
  func addContactCoordinator(_ coordinator: AddContactCoordinator, didAdd contact: Contact)

  /// The flow ended with nothing saved and its screen dismissed.
  func addContactCoordinatorDidCancel(_ coordinator: AddContactCoordinator)
}
