import Observation
import ScreenKit

/// The views of one app: the node of every view with a body, by identity, and the update
/// that evaluates what changed and renders it with ScreenKit.
///
/// A body is evaluated when its view first appears, when a property it read (of an
/// `@Observable` object, or its `@State`) changes, or when its parent gives it different
/// inputs; otherwise what it resolved to last is kept. Every event the toolkit hands to
/// ScreenKit (a tap, a keystroke, a swipe, an alert's button) runs in a transaction,
/// after which the graph updates once.
@MainActor
public final class ViewGraph {
  let root: any View
  var nodes: [ViewPath: ViewNode] = [:]
  var generation = 0
  /// Nodes kept whole in this pass: their subtree was not visited and is not swept.
  var reused: [ViewPath] = []
  var needsUpdate = true
  var transactionDepth = 0
  var isUpdating = false
  var updateScheduled = false
  /// The paths of the navigation stacks that keep their own, with the pass that last
  /// reached each: state of the stack's identity, swept when the stack leaves.
  var ownPaths: [ViewPath: (box: StateBox<[AnyHashable]>, generation: Int)] = [:]
  /// The row groups of the lists on screen after the last update.
  var liveRowGroups: Set<ViewPath> = []
  /// For each `TabView`, the tabs whose content was built (each from the first time it was
  /// shown), and the view whose body holds it (resolved again when a tab not built is shown).
  var tabsBuilt: [ViewPath: BuiltTabs] = [:]

  /// The tabs of one `TabView` whose content was built, and where the view whose body holds
  /// it is.
  struct BuiltTabs {
    var built: Set<Int>
    var owner: ViewPath?
  }
  lazy var renderer = Renderer(graph: self)

  init(root: any View) {
    self.root = root
  }

  // MARK: Events

  /// `action`, run in a transaction of this graph.
  func handler(_ action: @escaping @MainActor () -> Void) -> @MainActor () -> Void {
    { [weak self] in
      guard let self else { return action() }
      self.transaction(action)
    }
  }

  /// `action`, run in a transaction of this graph.
  func handler<Argument>(_ action: @escaping @MainActor (Argument) -> Void) -> @MainActor (Argument) -> Void {
    { [weak self] argument in
      guard let self else { return action(argument) }
      self.transaction { action(argument) }
    }
  }

  /// Runs `body`, then updates what it changed (once, however many transactions nest).
  func transaction(_ body: () -> Void) {
    transactionDepth += 1
    body()
    transactionDepth -= 1
    if transactionDepth == 0 { updateIfNeeded() }
  }

  /// Asks for an update: at the end of the transaction under way, else soon.
  func setNeedsUpdate() {
    needsUpdate = true
    guard transactionDepth == 0, !isUpdating, !updateScheduled else { return }
    updateScheduled = true
    Task { @MainActor [weak self] in
      self?.updateScheduled = false
      self?.updateIfNeeded()
    }
  }

  /// A screen appeared or disappeared outside the toolkit (a tab chosen, a back button
  /// tapped): the graph updates now, so that the stacks' paths follow and the `onAppear`
  /// actions run before the next event.
  func appearanceChanged() {
    needsUpdate = true
    if transactionDepth == 0 { updateIfNeeded() }
  }

  /// Marks `node` as having read something that changed: in its body (`body`), or while
  /// what its body returned was resolved.
  func invalidate(_ node: ViewNode, body: Bool = true) {
    guard nodes[node.path] === node else { return }
    if body { node.isDirty = true } else { node.needsResolve = true }
    for length in stride(from: node.path.count - 1, through: 0, by: -1) {
      nodes[Array(node.path.prefix(length))]?.hasDirtyDescendant = true
    }
    setNeedsUpdate()
  }

  /// Updates until nothing asks for more (an `onAppear` may change what it shows).
  func updateIfNeeded() {
    guard !isUpdating else { return }
    var passes = 0
    while needsUpdate || renderer.needsAppearActions, passes < 100 {
      passes += 1
      if needsUpdate {
        needsUpdate = false
        isUpdating = true
        update()
        isUpdating = false
      }
      renderer.runAppearActions()
    }
    if passes == 100 { ToolkitMisuse.report("updates keep asking for more: a body changes what it reads") }
  }

  /// One update: the root resolved (only what changed evaluated), nodes that left swept,
  /// the result rendered.
  private func update() {
    renderer.applyUserPops()
    generation += 1
    reused = []
    var resolution = Resolution()
    ResolveContext(graph: self, path: [], environment: EnvironmentValues())
      .resolve(root, at: .role(.app), into: &resolution)
    renderer.render(resolution)
    sweep()
  }

  // MARK: Views with a body

  /// Resolves `view`, a view with a body, at `context`: its body evaluated if it must be.
  func resolveCustom(_ view: any View, in context: ResolveContext, into resolution: inout Resolution) {
    let type = ViewType(Swift.type(of: view))
    var context = context
    context.path.append(.view(type))
    let node = self.node(at: context.path, type: type)
    node.generation = generation
    node.rowGroup = context.rowGroup
    context.owner = node
    let sameValue = node.lastView != nil && node.viewGeneration == context.bodyGeneration
    let environmentChanged = node.lastEnvironment?.isSame(as: context.environment) != true
    let sameInputs =
      !node.isDirty && (sameValue || node.lastView.map { ViewEquality.same($0, view) } == true)
      && (!environmentChanged
        || node.lastEnvironment?.isSame(as: context.environment, for: node.environmentKeys) == true)
    node.viewGeneration = context.bodyGeneration
    if !sameInputs {
      node.lists = [:]
      node.environmentKeys = []
      install(view, in: node, environment: context.environment)
      let body = observe(node) { Self.body(of: view) }
      BodyEvaluations.shared.recordBody(type)
      (node.lastView, node.lastEnvironment, node.lastBody, node.isDirty) = (
        view, context.environment, body, false
      )
      node.bodyGeneration = generation
      context.bodyGeneration = generation
      node.output = observe(node, body: false) { Self.resolve(body, in: context) }
    } else if node.hasDirtyDescendant || node.needsResolve || environmentChanged, let body = node.lastBody {
      // Another key of the environment changed: the body is not evaluated again, but the
      // views below are handed the new environment (one of them may read that key).
      node.lastEnvironment = context.environment
      context.bodyGeneration = node.bodyGeneration
      node.output = observe(node, body: false) { Self.resolve(body, in: context) }
    } else {
      reused.append(context.path)
    }
    node.hasDirtyDescendant = false
    node.needsResolve = false
    resolution.append(node.output)
  }

  /// The node at `path`, made if there is none.
  private func node(at path: ViewPath, type: ViewType?) -> ViewNode {
    if let node = nodes[path] { return node }
    let node = ViewNode(path: path, type: type)
    nodes[path] = node
    return node
  }

  /// Connects `view`'s `@State` and `@Environment` properties to `node` and `environment`.
  private func install(_ view: any View, in node: ViewNode, environment: EnvironmentValues) {
    for (slot, child) in Mirror(reflecting: view).children.enumerated() {
      (child.value as? any DynamicProperty)?.install(in: node, slot: slot, environment: environment)
    }
  }

  /// Runs `evaluate` observed: what it reads marks `node` when it changes, as to be
  /// evaluated again (`body`) or resolved again.
  private func observe<Value>(_ node: ViewNode, body: Bool = true, _ evaluate: () -> Value) -> Value {
    withObservationTracking {
      _ = node.lifetime.hasEnded
      return evaluate()
    } onChange: { [weak self, weak node] in
      MainActor.assumeIsolated {
        guard let self, let node else { return }
        self.invalidate(node, body: body)
      }
    }
  }

  private static func body<V: View>(of view: V) -> any View { view.body }

  private static func resolve(_ body: any View, in context: ResolveContext) -> Resolution {
    var output = Resolution()
    context.resolve(body, at: .position(0), into: &output)
    return output
  }

  // MARK: Rows

  /// Row `index` of `group`, built (its content evaluated, observed) or kept from last time:
  /// kept when nothing it read changed and its element is the same — without comparing when
  /// the row was built or checked from the same resolution of the list (`isCurrent`).
  func row(_ group: RowGroup, _ index: Int, kept: (element: Any, isCurrent: Bool)?) -> Resolution? {
    let path = group.rowPath(index)
    let node = self.node(at: path, type: nil)
    node.rowGroup = group.path
    if let kept, !node.isDirty, !node.hasDirtyDescendant, !node.needsResolve,
      kept.isCurrent || ViewEquality.same(kept.element, group.element(index))
    {
      return nil
    }
    BodyEvaluations.shared.recordRow()
    node.isDirty = false
    node.hasDirtyDescendant = false
    node.needsResolve = false
    return observe(node) {
      var output = Resolution()
      var context = ResolveContext(graph: self, path: path, environment: group.environment)
      context.rowGroup = group.path
      context.bodyGeneration = generation
      context.resolve(group.content(index), at: .position(0), into: &output)
      return output
    }
  }

  /// Forgets the nodes of the rows under `path` (rows that left their list).
  func removeNodes(under path: ViewPath) {
    for (key, node) in nodes where key.starts(with: path) { remove(node) }
  }

  // MARK: Leaving

  /// Removes the nodes no update reached, and the paths of the stacks it did not reach:
  /// their state goes with them.
  private func sweep() {
    for (path, node) in nodes where node.generation != generation && !isKept(node, at: path) { remove(node) }
    for (path, own) in ownPaths where own.generation != generation && !isKept(path) { ownPaths[path] = nil }
  }

  /// Whether what stands at `path`, not reached by this update, stays: in a row of a list
  /// still on screen (rows are built when shown), or under a view kept whole.
  private func isKept(_ node: ViewNode, at path: ViewPath) -> Bool {
    if let group = node.rowGroup { return liveRowGroups.contains(group) }
    return reused.contains { path.starts(with: $0) }
  }

  /// Whether what stands at `path` (a stack's own path) stays: as ``isKept(_:at:)``.
  private func isKept(_ path: ViewPath) -> Bool {
    if let row = path.firstIndex(of: .role(.row)) {
      return liveRowGroups.contains(Array(path.prefix(row - 1)))
    }
    return reused.contains { path.starts(with: $0) }
  }

  private func remove(_ node: ViewNode) {
    nodes[node.path] = nil
    node.lifetime.hasEnded = true
    for action in node.onRemove { action() }
  }

  /// The tabs of the `TabView` at `path` whose content is built: those shown so far, and the
  /// one shown now.
  func builtTabs(at path: ViewPath, owner: ViewNode?) -> Set<Int> {
    let built = (tabsBuilt[path]?.built ?? []).union([renderer.selectedTab(at: path)])
    tabsBuilt[path] = BuiltTabs(built: built, owner: owner?.path)
    return built
  }

  /// Builds tab `index` of the `TabView` at `path` before it is shown: its content resolved
  /// and rendered now, so that the tab appears with it (and its `onAppear` runs as it does).
  func buildTab(_ index: Int, at path: ViewPath) {
    guard var tabs = tabsBuilt[path], !tabs.built.contains(index) else { return }
    tabs.built.insert(index)
    tabsBuilt[path] = tabs
    if let owner = tabs.owner.flatMap({ nodes[$0] }) {
      invalidate(owner, body: false)
    } else {
      needsUpdate = true
    }
    if transactionDepth == 0 { updateIfNeeded() }
  }

  /// The path of the navigation stack at `path` that keeps its own.
  func ownPath(at path: ViewPath) -> Binding<[AnyHashable]> {
    let box = ownPaths[path]?.box ?? StateBox([])
    ownPaths[path] = (box, generation)
    return Binding(get: { box.value }, set: { box.value = $0 }, location: AnyHashable(ObjectIdentifier(box)))
  }
}

/// The root view controller of an app whose views are `root`: a tab bar, a navigation
/// stack or a screen, as its body says, to put on a ScreenKit window (as
/// `UIHostingController` puts SwiftUI views in UIKit).
@MainActor
public func makeRootViewController(_ root: some View) -> ViewController {
  let graph = ViewGraph(root: root)
  graph.updateIfNeeded()
  guard let root = graph.renderer.takeRoot() else {
    ToolkitMisuse.report("the root view rendered nothing")
    return ViewController()
  }
  return root
}
