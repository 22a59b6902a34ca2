import ScreenKit

/// A screen of SwiftUI-shaped views: a ScreenKit view controller showing what they
/// resolved to — its title, the buttons of its navigation bar, its labels, fields,
/// buttons and lists — updated in place when they change.
@MainActor
public final class HostingController: ViewController {
  let graph: ViewGraph
  let path: ViewPath
  private(set) var content = Resolution()
  private var adapters: [ViewPath: ListAdapter] = [:]
  private var shown: [(kind: String, view: ScreenKit.View)] = []
  /// The `onAppear` actions run since the screen last appeared.
  private var appeared: Set<ViewPath> = []
  /// Whether the screen is hidden by a sheet (its views do not disappear: no `onAppear` on return).
  var isUnderSheet = false
  private var wasUnderSheet = false
  /// Whether the content is on the view: from the first time the screen begins to appear.
  private var isApplied = false

  init(graph: ViewGraph, path: ViewPath) {
    self.graph = graph
    self.path = path
    super.init()
  }

  /// Shows `content`.
  func update(_ content: Resolution) {
    self.content = content
    title = content.title
    if isApplied { apply() }
  }

  public override func viewWillAppear() {
    super.viewWillAppear()
    if !wasUnderSheet { appeared = [] }
    wasUnderSheet = false
    // As SwiftUI's `onAppear`, whose action "completes before the first rendered frame
    // appears": what the screen's actions change is in what it first shows (a list's
    // first rows loaded with it, not inserted after).
    let actions = content.appearActions.filter { appeared.insert($0.path).inserted }.map(\.action)
    for action in actions { action() }
    isApplied = true
    apply()
  }

  public override func viewDidAppear() {
    super.viewDidAppear()
    graph.renderer.needsAppearActions = true
    graph.appearanceChanged()
  }

  public override func viewDidDisappear() {
    super.viewDidDisappear()
    wasUnderSheet = isUnderSheet
    isUnderSheet = false
    // A back button pops without the toolkit: the stack's path follows now.
    graph.appearanceChanged()
  }

  /// The `onAppear` actions of the screen not run since it appeared, if it is on view.
  func pendingAppearActions() -> [@MainActor () -> Void] {
    guard isVisible else { return [] }
    return content.appearActions.filter { appeared.insert($0.path).inserted }.map(\.action)
  }

  private func apply() {
    navigationItem.leftBarButtonItems = content.toolbar.filter(\.isLeading).map(Self.barButton)
    navigationItem.rightBarButtonItems = content.toolbar.filter { !$0.isLeading }.map(Self.barButton)
    let kinds = content.items.map(Self.kind)
    if kinds != shown.map(\.kind) {
      for (_, view) in shown { view.removeFromSuperview() }
      shown = content.items.map { item in (Self.kind(item), makeView(item)) }
      adapters = adapters.filter { key, _ in content.items.contains { Self.listPath($0) == key } }
      for (_, view) in shown { self.view.addSubview(view) }
    }
    for (item, entry) in zip(content.items, shown) { configure(entry.view, with: item) }
  }

  private static func barButton(_ entry: ToolbarEntry) -> BarButtonItem {
    let item = BarButtonItem(title: entry.title, action: entry.action)
    item.isEnabled = entry.isEnabled
    return item
  }

  private static func kind(_ item: Item) -> String {
    switch item {
    case .text: "text"
    case .field(let label, _, _, _): "field \(label)"
    case .button: "button"
    case .list(let list): "list \(list.path)"
    case .tabs, .stack: "container"
    }
  }

  private static func listPath(_ item: Item) -> ViewPath? {
    if case .list(let list) = item { list.path } else { nil }
  }

  private func makeView(_ item: Item) -> ScreenKit.View {
    switch item {
    case .text: return ScreenKit.Label()
    case .field(let label, _, _, _): return ScreenKit.TextField(label: label)
    case .button: return ScreenKit.Button(title: "")
    case .list(let list):
      let table = TableView()
      adapters[list.path] = ListAdapter(graph: graph, table: table)
      return table
    case .tabs, .stack:
      ToolkitMisuse.report("a TabView or NavigationStack inside a screen's content is not shown")
      return ScreenKit.View()
    }
  }

  private func configure(_ view: ScreenKit.View, with item: Item) {
    switch (item, view) {
    case (.text(let text), let label as ScreenKit.Label):
      label.text = text
    case (.field(_, let text, let placeholder, let set), let field as ScreenKit.TextField):
      if field.text != text { field.text = text }
      field.placeholder = placeholder
      field.onEditingChanged = { set($0.text) }
    case (.button(let entry), let button as ScreenKit.Button):
      button.title = entry.title
      button.isEnabled = entry.isEnabled
      button.action = entry.action
    case (.list(let list), _):
      adapters[list.path]?.update(list)
    default:
      break
    }
  }
}

/// ScreenKit's view controller, so that a module built on ScreenUI imports ScreenUI alone
/// (its `View`, `Button`, `TextField` are ScreenUI's), as a SwiftUI app imports SwiftUI.
public typealias ViewController = ScreenKit.ViewController
