import ScreenKit

/// The Add Item screen's navigation: it closes the screen when its view model
/// is done with it.
final class AddItemRouter: AddItemRouterProtocol {
  /// The screen this router closes; held weakly, as it owns this router's owner.
  weak var viewController: ViewController?

  /// Creates the router; its screen is set once built.
  init() {}

  func close() {
    viewController?.dismiss()
  }
}
