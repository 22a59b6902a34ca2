@testable import VIPER

/// Stands for the Upcoming list's wireframe: logs navigation and keeps the delegate given.
@MainActor
final class UpcomingListWireframeSpy: UpcomingListWireframeProtocol {
  let log: CallLog
  /// The delegate passed with the last presentation.
  private(set) weak var delegate: (any AddItemModuleDelegate)?

  init(log: CallLog) { self.log = log }

  func presentAddInterface(delegate: any AddItemModuleDelegate) {
    self.delegate = delegate
    log.record("wireframe.presentAddInterface()")
  }
}
