/// Screens side by side, one shown at a time, chosen by tabs, like `UITabBarController`.
///
/// Open, as `UITabBarController` is: an app may subclass it, for example to
/// keep what must live as long as its root screen.
@MainActor
open class TabBarController: ViewController {
  /// The screens, one per tab, in tab order.
  public private(set) var viewControllers: [ViewController]
  /// The index of the tab shown.
  public private(set) var selectedIndex = 0

  /// Creates tabs for `viewControllers`; a tab's name is its screen's title.
  public init(viewControllers: [ViewController]) {
    self.viewControllers = viewControllers
    super.init()
    for child in viewControllers { child.parent = self }
  }

  /// The screen shown.
  public var selectedViewController: ViewController? {
    viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
  }

  /// The tab names, in order.
  public var tabTitles: [String] { viewControllers.map { $0.title ?? "" } }

  public override var visibleChildren: [ViewController] {
    selectedViewController.map { [$0] } ?? []
  }

  /// Shows the tab at `index`; an index out of range is ignored.
  public func select(index: Int) {
    guard viewControllers.indices.contains(index), index != selectedIndex else { return }
    let old = selectedViewController
    selectedIndex = index
    if isVisible {
      old?.setAppearance(false)
      selectedViewController?.setAppearance(true)
    }
  }
}
