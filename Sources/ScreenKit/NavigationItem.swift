/// What a view controller shows in the navigation bar, like `UINavigationItem`.
@MainActor
public final class NavigationItem {
  /// Buttons at the left of the bar.
  public var leftBarButtonItems: [BarButtonItem] = []
  /// Buttons at the right of the bar.
  public var rightBarButtonItems: [BarButtonItem] = []

  /// The single left button, if there is exactly one.
  public var leftBarButtonItem: BarButtonItem? {
    get { leftBarButtonItems.first }
    set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
  }

  /// The single right button, if there is exactly one.
  public var rightBarButtonItem: BarButtonItem? {
    get { rightBarButtonItems.first }
    set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
  }

  nonisolated init() {}
}
