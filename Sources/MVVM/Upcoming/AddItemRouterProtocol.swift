/// The navigation the Add Item view model can ask for, without knowing about screens.
@MainActor
protocol AddItemRouterProtocol: AnyObject {
  /// Dismisses the Add Item screen.
  func close()
}
