/// The screen everything is drawn on, like `UIWindow`: it holds the root view
/// controller and draws what is on top.
@MainActor
public final class Window {
  /// The screen at the root of the window.
  public var rootViewController: ViewController? {
    didSet {
      oldValue?.installedWindow = nil
      oldValue?.setAppearance(false)
      rootViewController?.installedWindow = self
      rootViewController?.setAppearance(true)
    }
  }
  /// The width the screen is drawn at, in characters.
  public var width: Int

  /// Creates a window of `width` characters.
  public init(width: Int = 48) {
    self.width = max(20, width)
  }

  /// The top-most screen that covers the whole window: the root or the last
  /// full-screen modal.
  public var topFullScreen: ViewController? {
    var top = rootViewController
    var current = rootViewController
    while let presented = current?.presentedViewController {
      if presented.modalPresentationStyle == .fullScreen { top = presented }
      current = presented
    }
    return top
  }

  /// The top-most presented screen, full-screen or not (an alert, for instance).
  public var topViewController: ViewController? {
    var current = rootViewController
    while let presented = current?.presentedViewController { current = presented }
    return current
  }
}
