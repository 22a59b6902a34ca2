/// Tabs, each showing its own content; a tab's title comes from its `.tabItem`.
public struct TabView<Content: View>: View, PrimitiveView {
  let content: Content

  /// A tab per view of `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public typealias Body = Never

  func resolve(in context: ResolveContext, into resolution: inout Resolution) {
    let built = context.graph.builtTabs(at: context.path, owner: context.owner)
    var children = Resolution()
    if let tuple = content as? TupleView {
      var inner = context
      inner.path.append(.position(0))
      for (index, child) in tuple.children.enumerated() {
        var tab = inner
        tab.tabIsBuilt = built.contains(index)
        tab.resolve(child, at: .position(index), into: &children)
      }
    } else {
      var tab = context
      tab.tabIsBuilt = true
      tab.resolve(content, at: .position(0), into: &children)
    }
    let tabs = children.items.enumerated().map { index, item -> TabsContent.Tab in
      switch item {
      case .tabs(let tab) where tab.tabs.count == 1: tab.tabs[0]
      default: (title: "Tab \(index + 1)", content: Resolution(items: [item]))
      }
    }
    resolution.items.append(.tabs(TabsContent(path: context.path, tabs: tabs)))
  }
}

/// A stack of screens: its root content, the screens its views push while their items are
/// set (`.navigationDestination(item:)`), each on top of the screen that pushes it, then a
/// screen per value of its path, shown by the `.navigationDestination(for:)` of the value's
/// type. Without a path of its own, it keeps one.
public struct NavigationStack<Root: View>: View, PrimitiveView {
  let path: Binding<[AnyHashable]>?
  let root: Root

  /// A stack whose path is `path`: appending a value pushes its screen, removing it pops.
  public init<Value: Hashable & Sendable>(path: Binding<[Value]>, @ViewBuilder root: () -> Root) {
    self.path = Binding(
      get: { path.wrappedValue.map(AnyHashable.init) },
      set: { path.wrappedValue = $0.compactMap { $0.base as? Value } })
    self.root = root()
  }

  /// A stack that keeps its own path.
  public init(@ViewBuilder root: () -> Root) {
    self.path = nil
    self.root = root()
  }

  public typealias Body = Never

  func resolve(in context: ResolveContext, into resolution: inout Resolution) {
    let path = self.path ?? context.graph.ownPath(at: context.path)
    var inner = context
    inner.environment.navigationPush = NavigationPush(path: context.path) { value in
      path.wrappedValue.append(value)
    }
    var screens: [(path: ViewPath, content: Resolution)] = []
    var rootContent = Resolution()
    inner.resolve(root, at: .role(.root), into: &rootContent)
    screens.append((context.path + [.role(.root)], rootContent))
    var destinations = rootContent.destinations
    var pushes = rootContent.pushes
    var dismissals: [@MainActor () -> Void] = []
    while !pushes.isEmpty {
      let push = pushes.removeFirst()
      screens.append((push.path, push.content))
      dismissals.append(push.dismiss)
      destinations += push.content.destinations
      pushes.insert(contentsOf: push.content.pushes, at: 0)
    }
    for (index, value) in path.wrappedValue.enumerated() {
      let screenPath = context.path + [.role(.pushed), .position(index), .element(value)]
      guard let rule = destinations.last(where: { $0.make(value) != nil }), let view = rule.make(value) else {
        break
      }
      var screen = inner.madeNow()
      screen.environment = rule.environment
      screen.environment.navigationPush = inner.environment.navigationPush
      screen.environment.dismiss = DismissAction(screenPath) {
        path.wrappedValue = Array(path.wrappedValue.prefix(index))
      }
      var content = Resolution()
      screen.path = screenPath
      screen.resolve(view, at: .position(0), into: &content)
      destinations += content.destinations
      screens.append((screenPath, content))
    }
    let popTo = context.graph.handler { (count: Int) in
      for dismiss in dismissals.dropFirst(count).reversed() { dismiss() }
      let kept = max(0, count - dismissals.count)
      if kept < path.wrappedValue.count { path.wrappedValue = Array(path.wrappedValue.prefix(kept)) }
    }
    resolution.items.append(.stack(StackContent(path: context.path, screens: screens, popTo: popTo)))
  }
}

/// A row (or button) that pushes `value` on the navigation stack it is in.
public struct NavigationLink<Label: View>: View, PrimitiveView {
  let value: AnyHashable
  let label: Label

  /// Pushes `value`; shows `label`.
  public init<Value: Hashable>(value: Value, @ViewBuilder label: () -> Label) {
    self.value = AnyHashable(value)
    self.label = label()
  }

  public typealias Body = Never

  func resolve(in context: ResolveContext, into resolution: inout Resolution) {
    context.resolve(label, at: .position(0), into: &resolution)
    let push = context.environment.navigationPush
    let value = self.value
    resolution.select = context.graph.handler { push?(value) }
  }
}

extension NavigationLink where Label == Text {
  /// Pushes `value`; shows `title`.
  public init<Value: Hashable>(_ title: String, value: Value) {
    self.init(value: value) { Text(title) }
  }
}
