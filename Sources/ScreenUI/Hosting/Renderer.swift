import ScreenKit

/// Renders what the views resolved to with ScreenKit: a `TabView` as a tab bar, a
/// `NavigationStack` as a navigation controller whose screens follow its path, each
/// screen a ``HostingController``, and the sheets and alerts asked for presented in order.
/// Controllers are kept by the identity of what they show, so that an update changes
/// them in place.
@MainActor
final class Renderer: TabBarControllerDelegate {
  private unowned let graph: ViewGraph
  /// The root controller, once rendered (held here until ``takeRoot()`` hands it out).
  private(set) weak var root: ViewController?
  private var pendingRoot: ViewController?
  private var screens: [ViewPath: Weak<HostingController>] = [:]
  private var stacks: [ViewPath: StackRecord] = [:]
  /// The stacks the render under way has reached: the others left, their records with them.
  private var renderedStacks: Set<ViewPath> = []
  private var tabBars: [ViewPath: Weak<TabBarController>] = [:]
  /// What is presented, in order: each presentation's identity and controller.
  private var presented: [(path: ViewPath, controller: Weak<ViewController>)] = []
  /// Whether a screen appeared since the `onAppear` actions last ran.
  var needsAppearActions = true

  struct Weak<Object: AnyObject> {
    weak var object: Object?
  }

  /// A navigation controller and the screens it was given, with the action that sets the path.
  struct StackRecord {
    weak var controller: NavigationController?
    var screens: [ViewPath]
    var popTo: @MainActor (Int) -> Void
  }

  init(graph: ViewGraph) {
    self.graph = graph
  }

  /// Renders `resolution`, the root's.
  func render(_ resolution: Resolution) {
    graph.liveRowGroups = []
    renderedStacks = []
    defer { stacks = stacks.filter { renderedStacks.contains($0.key) } }
    let controller = self.controller(for: resolution, path: [.role(.app)])
    if root == nil {
      root = controller
      pendingRoot = controller
    }
    var chain: [Presentation] = []
    collectPresentations(resolution, into: &chain)
    present(chain)
  }

  /// The root controller, no longer held by the renderer: whoever shows it keeps it.
  func takeRoot() -> ViewController? {
    defer { pendingRoot = nil }
    return pendingRoot ?? root
  }

  /// A tab is about to be shown: its content is built first if it was not.
  func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController)
    -> Bool
  {
    guard let path = tabBars.first(where: { $0.value.object === tabBarController })?.key,
      let index = tabBarController.viewControllers.firstIndex(where: { $0 === viewController })
    else { return true }
    graph.buildTab(index, at: path)
    return true
  }

  /// The tab the tab bar rendered for the `TabView` at `path` shows (the first before it is rendered).
  func selectedTab(at path: ViewPath) -> Int { tabBars[path]?.object?.selectedIndex ?? 0 }

  /// A back button popped screens without the toolkit: the stacks' paths follow.
  func applyUserPops() {
    for record in stacks.values {
      guard let controller = record.controller, controller.viewControllers.count < record.screens.count else {
        continue
      }
      record.popTo(controller.viewControllers.count - 1)
    }
  }

  /// Runs the `onAppear` actions of the screens on view not run since they appeared.
  func runAppearActions() {
    guard needsAppearActions else { return }
    needsAppearActions = false
    let actions = screens.values.compactMap(\.object).flatMap { $0.pendingAppearActions() }
    for action in actions { action() }
  }

  // MARK: Controllers

  private func controller(for resolution: Resolution, path: ViewPath) -> ViewController {
    if resolution.items.count == 1 {
      switch resolution.items[0] {
      case .tabs(let tabs) where tabs.tabs.count > 1 || resolution.title == nil: return tabBar(tabs)
      case .stack(let stack): return navigation(stack)
      default: break
      }
    }
    return screen(resolution, path: path)
  }

  private func screen(_ resolution: Resolution, path: ViewPath) -> HostingController {
    let screen = screens[path]?.object ?? HostingController(graph: graph, path: path)
    screens[path] = Weak(object: screen)
    screen.update(resolution)
    return screen
  }

  /// The tab bar of `content`: a built tab's controller, and for a tab not shown yet an empty
  /// screen with its title, replaced by its content's controller when it is first shown.
  private func tabBar(_ content: TabsContent) -> TabBarController {
    let children = content.tabs.enumerated().map { index, tab in
      let path = content.path + [.role(.tab), .position(index)]
      let child =
        tab.content.map { controller(for: $0, path: path) }
        ?? screen(Resolution(), path: path + [.role(.none)])
      child.title = tab.title
      return child
    }
    if let existing = tabBars[content.path]?.object {
      if !zip(existing.viewControllers, children).allSatisfy({ $0 === $1 }) {
        existing.setViewControllers(children)
      }
      return existing
    }
    let tabs = TabBarController(viewControllers: children)
    tabs.delegate = self
    tabBars[content.path] = Weak(object: tabs)
    return tabs
  }

  private func navigation(_ content: StackContent) -> NavigationController {
    let screens = content.screens.map { screen($0.content, path: $0.path) }
    let paths = content.screens.map(\.path)
    renderedStacks.insert(content.path)
    guard let controller = stacks[content.path]?.controller else {
      let controller = NavigationController(rootViewController: screens[0])
      for screen in screens.dropFirst() { controller.pushViewController(screen) }
      stacks[content.path] = StackRecord(controller: controller, screens: paths, popTo: content.popTo)
      return controller
    }
    var shown = controller.viewControllers
    while shown.count > 1, !(shown.count <= screens.count && zip(shown, screens).allSatisfy({ $0 === $1 })) {
      controller.popViewController()
      shown = controller.viewControllers
    }
    for screen in screens.dropFirst(shown.count) { controller.pushViewController(screen) }
    stacks[content.path] = StackRecord(controller: controller, screens: paths, popTo: content.popTo)
    return controller
  }

  // MARK: Presentations

  private enum Presentation {
    case sheet(SheetRequest)
    case alert(AlertRequest)

    var path: ViewPath {
      switch self {
      case .sheet(let sheet): sheet.path
      case .alert(let alert): alert.path
      }
    }
  }

  /// The sheets and alerts `resolution` asks for, in the order they stack.
  private func collectPresentations(_ resolution: Resolution, into chain: inout [Presentation]) {
    for item in resolution.items {
      switch item {
      case .tabs(let tabs):
        for tab in tabs.tabs { if let content = tab.content { collectPresentations(content, into: &chain) } }
      case .stack(let stack):
        for screen in stack.screens { collectPresentations(screen.content, into: &chain) }
      default: break
      }
    }
    for sheet in resolution.sheets {
      chain.append(.sheet(sheet))
      collectPresentations(sheet.content, into: &chain)
    }
    for alert in resolution.alerts { chain.append(.alert(alert)) }
  }

  /// Presents `chain`: what is already up and asked for stays (updated), the rest is
  /// dismissed, and what is new presented on top.
  private func present(_ chain: [Presentation]) {
    presented.removeAll { $0.controller.object?.presentingViewController == nil }
    var keep = 0
    while keep < presented.count, keep < chain.count, presented[keep].path == chain[keep].path { keep += 1 }
    if keep < presented.count, let first = presented[keep].controller.object {
      first.presentingViewController?.dismiss()
      presented.removeSubrange(keep...)
    }
    for (index, presentation) in chain.enumerated() {
      switch presentation {
      case .sheet(let sheet):
        let controller = self.controller(for: sheet.content, path: sheet.path)
        if index >= keep {
          for screen in screens.values.compactMap(\.object) where screen.isVisible {
            screen.isUnderSheet = true
          }
          (root ?? controller).present(controller)
          presented.append((sheet.path, Weak(object: controller)))
        }
      case .alert(let request):
        if index >= keep {
          let alert = AlertController(title: request.title, message: request.message)
          for button in request.buttons {
            alert.addAction(AlertAction(title: button.title, handler: button.action))
          }
          (root ?? alert).present(alert)
          presented.append((request.path, Weak(object: alert)))
        }
      }
    }
  }
}
