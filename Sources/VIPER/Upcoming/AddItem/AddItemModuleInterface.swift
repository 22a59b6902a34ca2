/// What the add-item module can do, as its view asks it: the module's
/// interface, implemented by its presenter.
@MainActor
protocol AddItemModuleInterface: AnyObject {
  /// The form was loaded and needs its initial content.
  func updateView()
  /// The user tapped Cancel.
  func cancelAddAction()
  /// The user tapped Save with this name and due date, as typed.
  func saveAddAction(name: String, dueDate: String)
}
