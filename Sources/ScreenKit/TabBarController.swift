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
  /// Asked before a tab a person picks is shown.
  public weak var delegate: (any TabBarControllerDelegate)?

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

  /// Replaces the tabs' screens, as UIKit's `setViewControllers(_:animated:)` does: the same
  /// tab stays selected (the last one if there are fewer), and when the tab bar is on the
  /// window and the selected tab's screen changed, the old one disappears and the new one
  /// appears.
  public func setViewControllers(_ viewControllers: [ViewController]) {
    let old = selectedViewController
    for child in self.viewControllers where !viewControllers.contains(where: { $0 === child }) {
      child.parent = nil
    }
    self.viewControllers = viewControllers
    for child in viewControllers { child.parent = self }
    selectedIndex = min(selectedIndex, max(viewControllers.count - 1, 0))
    guard isVisible, old !== selectedViewController else { return }
    old?.setAppearance(false)
    selectedViewController?.setAppearance(true)
  }

  /// Shows the tab at `index`; an index out of range is ignored.
  public func select(index: Int) {
    guard viewControllers.indices.contains(index), index != selectedIndex else { return }
    if let delegate, !delegate.tabBarController(self, shouldSelect: viewControllers[index]) { return }
    guard viewControllers.indices.contains(index) else { return }
    let old = selectedViewController
    selectedIndex = index
    if isVisible {
      old?.setAppearance(false)
      selectedViewController?.setAppearance(true)
    }
  }
}
