@testable import VIPER

/// Stands for the add-contact wireframe: logs navigation.
@MainActor
final class AddContactWireframeSpy: AddContactWireframeProtocol {
  let log: CallLog

  init(log: CallLog) { self.log = log }

  func dismissAddInterface() { log.record("wireframe.dismissAddInterface()") }
}
