/// A stack of screens with a navigation bar, like `UINavigationController`.
@MainActor
public final class NavigationController: ViewController {
  /// The stack, bottom first.
  public private(set) var viewControllers: [ViewController] = []

  /// Creates a stack holding `root`.
  public init(rootViewController root: ViewController) {
    super.init()
    adopt(root)
    viewControllers = [root]
  }

  /// The screen on top of the stack.
  public var topViewController: ViewController? { viewControllers.last }

  /// The tab title is the root screen's title unless set.
  public override var title: String? {
    get { super.title ?? viewControllers.first?.title }
    set { super.title = newValue }
  }

  public override var visibleChildren: [ViewController] { topViewController.map { [$0] } ?? [] }

  /// Pushes `viewController` on top of the stack.
  public func pushViewController(_ viewController: ViewController) {
    let covered = topViewController
    adopt(viewController)
    viewControllers.append(viewController)
    if isVisible {
      covered?.setAppearance(false)
      viewController.setAppearance(true)
    }
  }

  /// Pops the top screen, unless it is the root; returns it.
  @discardableResult
  public func popViewController() -> ViewController? {
    guard viewControllers.count > 1 else { return nil }
    let popped = viewControllers.removeLast()
    if isVisible {
      popped.setAppearance(false)
      topViewController?.setAppearance(true)
    }
    popped.parent = nil
    return popped
  }

  private func adopt(_ child: ViewController) {
    child.parent = self
  }
}
