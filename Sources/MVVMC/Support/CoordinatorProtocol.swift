/// What every coordinator has: the child coordinators of the flows it started
/// and that still run. A parent keeps a child here, so that it lives, from the
/// moment it starts it until the child reports that its flow ended.
@MainActor
protocol CoordinatorProtocol: AnyObject {
  /// The coordinators of the flows this one started that have not ended.
  var childCoordinators: [any CoordinatorProtocol] { get set }
}

extension CoordinatorProtocol {
  /// Keeps `child` while its flow lives.
  func addChild(_ child: any CoordinatorProtocol) {
    childCoordinators.append(child)
  }

  /// Lets `child` go: its flow ended.
  func removeChild(_ child: any CoordinatorProtocol) {
    childCoordinators.removeAll { $0 === child }
  }
}
