/// What the add-contact module can do, as its view asks it: the module's
/// interface, implemented by its presenter.
@MainActor
protocol AddContactModuleInterface: AnyObject {
  /// The user tapped Cancel.
  func cancelAddAction()
  /// The user tapped Done with these names, as typed.
  func saveAddAction(firstName: String, lastName: String)
}
