@testable import VIPER

/// Stands for the contact list's wireframe: logs navigation and keeps the delegate given.
@MainActor
final class ContactListWireframeSpy: ContactListWireframeProtocol {
  let log: CallLog
  /// The delegate passed with the last presentation.
  private(set) weak var delegate: (any AddContactModuleDelegate)?

  init(log: CallLog) { self.log = log }

  func presentAddInterface(delegate: any AddContactModuleDelegate) {
    self.delegate = delegate
    log.record("wireframe.presentAddInterface()")
  }
}
