/// Manages one screen: its view, its title and bar buttons, and its place among
/// other screens, like `UIViewController`.
///
/// The view is created on first use (``loadView()`` then ``viewDidLoad()``,
/// once). ``viewWillAppear()``, ``viewDidAppear()``, ``viewWillDisappear()``
/// and ``viewDidDisappear()`` are called each time the screen comes on or
/// leaves the window.
@MainActor
open class ViewController {
  /// The title shown in the navigation bar and, by default, on the tab.
  open var title: String?
  /// The bar buttons this screen shows when it is on top of a navigation stack.
  public let navigationItem = NavigationItem()
  /// How this screen covers its presenter when presented.
  public var modalPresentationStyle = ModalPresentationStyle.fullScreen

  /// The container that holds this screen (navigation or tab bar controller).
  public internal(set) weak var parent: ViewController?
  /// The screen presented modally over this one or over one of its containers, if any.
  public var presentedViewController: ViewController? {
    ownPresented ?? parent?.presentedViewController
  }
  /// The screen that presented this one or one of its containers modally, if any.
  public var presentingViewController: ViewController? {
    ownPresenting ?? parent?.presentingViewController
  }
  private var ownPresented: ViewController?
  private weak var ownPresenting: ViewController?
  weak var installedWindow: Window?

  /// Whether the screen is on the window right now (between did-appear and will-disappear).
  public private(set) var isVisible = false
  private var loadedView: View?

  /// Creates a view controller; its view is loaded on first use.
  public init() {}

  /// The root view of this screen, loaded on first access.
  public var view: View {
    if let loadedView { return loadedView }
    let view = makeView()
    loadedView = view
    viewDidLoad()
    return view
  }

  /// Whether the view has been loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Loads the view if it was not loaded yet.
  public func loadViewIfNeeded() { _ = view }

  /// Creates the root view. Override to build it yourself; the default is an empty ``View``.
  open func loadView() -> View { View() }

  /// Called once, after the view was loaded.
  open func viewDidLoad() {}
  /// Called each time the screen is about to come on the window.
  open func viewWillAppear() {}
  /// Called each time the screen came on the window.
  open func viewDidAppear() {}
  /// Called each time the screen is about to leave the window.
  open func viewWillDisappear() {}
  /// Called each time the screen left the window.
  open func viewDidDisappear() {}

  /// The children on the window while this screen is (the top of a stack, the selected tab).
  open var visibleChildren: [ViewController] { [] }

  /// The nearest navigation controller holding this screen.
  public var navigationController: NavigationController? {
    var current = parent
    while let candidate = current {
      if let navigation = candidate as? NavigationController { return navigation }
      current = candidate.parent
    }
    return nil
  }

  /// The nearest tab bar controller holding this screen.
  public var tabBarController: TabBarController? {
    var current = parent
    while let candidate = current {
      if let tabs = candidate as? TabBarController { return tabs }
      current = candidate.parent
    }
    return nil
  }

  /// The window showing this screen, if any.
  public var window: Window? {
    installedWindow ?? parent?.window ?? presentingViewController?.window
  }

  private func makeView() -> View { loadView() }

  /// Presents `viewController` modally, then calls `completion`.
  ///
  /// As in UIKit, the presentation belongs to the outermost container of this
  /// screen (its tab bar or navigation controller); if that already presents a
  /// screen, the new one goes on top of the modal stack.
  public func present(_ viewController: ViewController, completion: (@MainActor () -> Void)? = nil) {
    var presenter = self
    while let container = presenter.parent { presenter = container }
    while let top = presenter.ownPresented { presenter = top }
    let covered = viewController.modalPresentationStyle == .fullScreen ? window?.topFullScreen : nil
    presenter.ownPresented = viewController
    viewController.ownPresenting = presenter
    covered?.setAppearance(false)
    viewController.setAppearance(true)
    completion?()
  }

  /// Dismisses the screen this one presented (with any it presented in turn);
  /// called on a presented screen, dismisses that screen. Then calls `completion`.
  public func dismiss(completion: (@MainActor () -> Void)? = nil) {
    guard let presented = presentedViewController, let presenter = presented.ownPresenting else {
      if let presenting = presentingViewController {
        presenting.dismiss(completion: completion)
      } else {
        completion?()
      }
      return
    }
    let window = self.window
    var chain: [ViewController] = [presented]
    while let next = chain.last?.ownPresented { chain.append(next) }
    for screen in chain.reversed() { screen.setAppearance(false) }
    presenter.ownPresented = nil
    presented.ownPresenting = nil
    if chain.contains(where: { $0.modalPresentationStyle == .fullScreen }) {
      window?.topFullScreen?.setAppearance(true)
    }
    completion?()
  }

  /// Brings this screen and its visible children on or off the window,
  /// calling the appearance methods in UIKit's order.
  func setAppearance(_ appearing: Bool) {
    guard appearing != isVisible else { return }
    willChange(appearing)
    didChange(appearing)
  }

  private func willChange(_ appearing: Bool) {
    loadViewIfNeeded()
    if appearing { viewWillAppear() } else { viewWillDisappear() }
    for child in visibleChildren { child.willChange(appearing) }
  }

  private func didChange(_ appearing: Bool) {
    for child in visibleChildren { child.didChange(appearing) }
    isVisible = appearing
    if appearing { viewDidAppear() } else { viewDidDisappear() }
  }
}

/// How a presented screen covers the one below, like `UIModalPresentationStyle`.
public enum ModalPresentationStyle: Sendable {
  /// Covers the screen below, which disappears (modal forms).
  case fullScreen
  /// Drawn over the screen below, which stays on the window (alerts).
  case overFullScreen
}
