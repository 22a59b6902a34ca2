@testable import MVVMC

/// Stands in for the app coordinator as the parent of a tab's coordinator that
/// a test starts on its own: keeps it as its child, as the app coordinator
/// does, since nothing else does (the tab's screens hold it weakly).
final class TabsParent: CoordinatorProtocol {
  var childCoordinators: [any CoordinatorProtocol] = []

  /// A parent with no child yet.
  init() {}
}
