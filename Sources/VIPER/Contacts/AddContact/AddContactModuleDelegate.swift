/// What the add-contact module tells the module that presented it, once it has
/// been dismissed.
@MainActor
protocol AddContactModuleDelegate: AnyObject {
  /// The user cancelled; nothing was saved.
  func addContactModuleDidCancelAddAction()
  /// `contact` was validated and saved.
  func addContactModuleDidSaveAddAction(_ contact: ContactSummary)
}
