/// The navigation the add-contact presenter can ask for.
@MainActor
protocol AddContactWireframeProtocol: AnyObject {
  /// Dismisses the add-contact form.
  func dismissAddInterface()
}
