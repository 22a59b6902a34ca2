/// The navigation the contact list's presenter can ask for.
@MainActor
protocol ContactListWireframeProtocol: AnyObject {
  /// Presents the add-contact module modally; `delegate` hears what it did.
  func presentAddInterface(delegate: any AddContactModuleDelegate)
}
