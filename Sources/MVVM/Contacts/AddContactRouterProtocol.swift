/// The navigation the New Contact view model can ask for, without knowing
/// about screens.
@MainActor
protocol AddContactRouterProtocol: AnyObject {
  /// Dismisses the New Contact screen.
  func close()
}
