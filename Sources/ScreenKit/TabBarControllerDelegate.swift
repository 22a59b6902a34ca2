/// What a tab bar asks before it shows another tab, like `UITabBarControllerDelegate`.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
  /// Whether the tab bar may show `viewController`'s tab, asked when a person picks it; the
  /// delegate may change the tab bar's screens before answering (as an app that makes a
  /// tab's screen when it is first shown does).
  func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController)
    -> Bool
}
