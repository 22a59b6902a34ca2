@testable import VIPER

/// Stands for the add-item wireframe: logs navigation.
@MainActor
final class AddItemWireframeSpy: AddItemWireframeProtocol {
  let log: CallLog

  init(log: CallLog) { self.log = log }

  func dismissAddInterface() { log.record("wireframe.dismissAddInterface()") }
}
