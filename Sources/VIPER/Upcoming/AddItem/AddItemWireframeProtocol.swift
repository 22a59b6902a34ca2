/// The navigation the add-item presenter can ask for.
@MainActor
protocol AddItemWireframeProtocol: AnyObject {
  /// Dismisses the add-item form.
  func dismissAddInterface()
}
