/// A view with a modifier applied: the modifier resolves the content, and adds to it or
/// changes the environment it reads.
public struct ModifiedView<Content: View>: View, PrimitiveView {
  let content: Content
  let modify: @MainActor (ResolveContext, inout Resolution, _ content: any View) -> Void

  public typealias Body = Never

  func resolve(in context: ResolveContext, into resolution: inout Resolution) {
    modify(context, &resolution, content)
  }
}

/// Where a toolbar item goes: ScreenKit's navigation bar has a left and a right side.
public enum ToolbarItemPlacement: Sendable, Equatable {
  /// The default: the right side.
  case automatic
  /// The screen's main action: the right side.
  case primaryAction
  /// Confirms the screen (Done, Save): the right side.
  case confirmationAction
  /// Cancels the screen: the left side.
  case cancellationAction
  /// The left side.
  case topBarLeading
  /// The right side.
  case topBarTrailing

  var isLeading: Bool { self == .cancellationAction || self == .topBarLeading }
}

/// A button of a toolbar, placed on one side of the navigation bar.
public struct ToolbarItem<Content: View>: View, PrimitiveView {
  let placement: ToolbarItemPlacement
  let content: Content

  /// `content` (a button), placed at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  public typealias Body = Never

  func resolve(in context: ResolveContext, into resolution: inout Resolution) {
    var inner = Resolution()
    context.resolve(content, at: .position(0), into: &inner)
    for case .button(let button) in inner.items {
      resolution.toolbar.append(
        ToolbarEntry(
          title: button.title, isEnabled: button.isEnabled, isLeading: placement.isLeading,
          action: button.action))
    }
  }
}

extension View {
  /// Wraps `self` in a modifier.
  func modified(
    _ modify: @escaping @MainActor (ResolveContext, inout Resolution, _ content: any View) -> Void
  ) -> ModifiedView<Self> {
    ModifiedView(content: self, modify: modify)
  }

  /// The title of the screen this view is on.
  public func navigationTitle(_ title: String) -> ModifiedView<Self> {
    modified { context, resolution, content in
      context.resolve(content, at: .position(0), into: &resolution)
      resolution.title = title
    }
  }

  /// Buttons in the navigation bar of the screen this view is on.
  public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> ModifiedView<Self> {
    let items = content()
    return modified { context, resolution, content in
      context.resolve(content, at: .position(0), into: &resolution)
      var bar = Resolution()
      context.resolve(items, at: .role(.toolbar), into: &bar)
      resolution.toolbar += bar.toolbar
    }
  }

  /// Whether the controls in this view can be used.
  public func disabled(_ isDisabled: Bool) -> ModifiedView<Self> {
    modified { context, resolution, content in
      context.with { $0.isEnabled = $0.isEnabled && !isDisabled }.resolve(
        content, at: .position(0), into: &resolution)
    }
  }

  /// Runs `action` when this view appears: when the screen it is on appears, or when it
  /// enters a screen on view.
  public func onAppear(perform action: @escaping @MainActor () -> Void) -> ModifiedView<Self> {
    modified { context, resolution, content in
      context.resolve(content, at: .position(0), into: &resolution)
      resolution.appearActions.append(AppearAction(path: context.path, action: context.graph.handler(action)))
    }
  }

  /// The buttons revealed by swiping this row.
  public func swipeActions<Buttons: View>(@ViewBuilder content: () -> Buttons) -> ModifiedView<Self> {
    let buttons = content()
    return modified { context, resolution, content in
      context.resolve(content, at: .position(0), into: &resolution)
      var inner = Resolution()
      context.resolve(buttons, at: .role(.swipe), into: &inner)
      for case .button(let button) in inner.items { resolution.swipeActions.append(button) }
    }
  }

  /// The title of the tab this view is the content of.
  public func tabItem<Label: View>(@ViewBuilder _ label: () -> Label) -> ModifiedView<Self> {
    let label = label()
    return modified { context, resolution, content in
      var context = context
      let isBuilt = context.tabIsBuilt ?? true
      context.tabIsBuilt = nil
      var title = Resolution()
      context.resolve(label, at: .role(.tabItem), into: &title)
      var inner: Resolution?
      if isBuilt {
        inner = Resolution()
        context.resolve(content, at: .position(0), into: &inner!)
      }
      resolution.items.append(
        .tabs(TabsContent(path: context.path, tabs: [(title.texts.first ?? "", inner)])))
    }
  }

  /// `overlay` laid over this view: a `ContentUnavailableView` there is what an empty list shows.
  public func overlay<Overlay: View>(@ViewBuilder content overlay: () -> Overlay) -> ModifiedView<Self> {
    let overlay = overlay()
    return modified { context, resolution, content in
      var base = Resolution()
      context.resolve(content, at: .position(0), into: &base)
      var over = Resolution()
      context.resolve(overlay, at: .role(.overlay), into: &over)
      if let message = over.emptyMessage,
        let index = base.items.lastIndex(where: { if case .list = $0 { true } else { false } }),
        case .list(var list) = base.items[index]
      {
        list.emptyMessage = message
        base.items[index] = .list(list)
        over.emptyMessage = nil
      }
      resolution.append(base)
      resolution.append(over)
    }
  }

  /// The screen values of `type` pushed on the enclosing navigation stack show.
  public func navigationDestination<Value: Hashable, Destination: View>(
    for type: Value.Type, @ViewBuilder destination: @escaping (Value) -> Destination
  ) -> ModifiedView<Self> {
    modified { context, resolution, content in
      context.resolve(content, at: .position(0), into: &resolution)
      resolution.destinations.append(
        DestinationRule(
          path: context.path, make: { ($0.base as? Value).map(destination) }, environment: context.environment
        ))
    }
  }
}

extension View {
  /// Pushes `destination` for `item` on the enclosing navigation stack while `item` is not
  /// `nil`, on top of the screen this view is on; the back button (or the pushed screen's
  /// `dismiss`) sets it to `nil`. The pushed screen's identity is this modifier's place, as
  /// with `navigationDestination(isPresented:)`: another item shows in the same screen.
  public func navigationDestination<Item: Hashable, Destination: View>(
    item: Binding<Item?>, @ViewBuilder destination: @escaping (Item) -> Destination
  ) -> ModifiedView<Self> {
    modified { context, resolution, base in
      context.resolve(base, at: .position(0), into: &resolution)
      guard let value = item.wrappedValue else { return }
      let path = context.path + [.role(.destination)]
      let screen = context.presentation(
        destination(value), at: path, dismiss: DismissAction(path) { item.wrappedValue = nil })
      resolution.pushes.append(
        PushRequest(path: path, content: screen.content) { item.wrappedValue = nil })
    }
  }

  /// Shows `content` in a sheet while `isPresented` is true; the sheet's `dismiss` sets it false.
  public func sheet<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content)
    -> ModifiedView<Self>
  {
    modified { context, resolution, base in
      context.resolve(base, at: .position(0), into: &resolution)
      guard isPresented.wrappedValue else { return }
      let path = context.path + [.role(.sheet)]
      resolution.sheets.append(
        context.presentation(
          content(), at: path, dismiss: DismissAction(path) { isPresented.wrappedValue = false }))
    }
  }

  /// Shows `content` for `item` in a sheet while `item` is not `nil`; the sheet's
  /// `dismiss` sets it to `nil`. Another item makes another sheet.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, @ViewBuilder content: @escaping (Item) -> Content
  ) -> ModifiedView<Self> {
    modified { context, resolution, base in
      context.resolve(base, at: .position(0), into: &resolution)
      guard let value = item.wrappedValue else { return }
      let path = context.path + [.role(.sheet), .element(AnyHashable(value.id))]
      resolution.sheets.append(
        context.presentation(
          content(value), at: path, dismiss: DismissAction(path) { item.wrappedValue = nil }))
    }
  }

  /// Shows an alert titled `title` while `isPresented` is true: its buttons from `actions`
  /// (each sets `isPresented` false before it acts), its message from `message`'s text.
  public func alert<Actions: View, Message: View>(
    _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> Actions,
    @ViewBuilder message: @escaping () -> Message
  ) -> ModifiedView<Self> {
    modified { context, resolution, base in
      context.resolve(base, at: .position(0), into: &resolution)
      guard isPresented.wrappedValue else { return }
      resolution.alerts.append(
        context.alert(
          title, at: context.path + [.role(.alert)], actions: actions(), message: message(),
          dismiss: { isPresented.wrappedValue = false }))
    }
  }

  /// Shows an alert titled `title` for `data` while `isPresented` is true and `data` is not `nil`.
  public func alert<Data, Actions: View, Message: View>(
    _ title: String, isPresented: Binding<Bool>, presenting data: Data?,
    @ViewBuilder actions: @escaping (Data) -> Actions, @ViewBuilder message: @escaping (Data) -> Message
  ) -> ModifiedView<Self> {
    modified { context, resolution, base in
      context.resolve(base, at: .position(0), into: &resolution)
      guard isPresented.wrappedValue, let data else { return }
      resolution.alerts.append(
        context.alert(
          title, at: context.path + [.role(.alert)], actions: actions(data), message: message(data),
          dismiss: { isPresented.wrappedValue = false }))
    }
  }
}

extension ResolveContext {
  /// A sheet showing `content` at `path`, whose environment's `dismiss` is `dismiss`.
  func presentation(_ content: any View, at path: ViewPath, dismiss: DismissAction) -> SheetRequest {
    var inner = madeNow()
    inner.path = path
    inner.environment.dismiss = dismiss
    var resolved = Resolution()
    inner.resolve(content, at: .position(0), into: &resolved)
    return SheetRequest(path: path, content: resolved)
  }

  /// An alert at `path`: its buttons from `actions`, its message from `message`'s texts.
  func alert(
    _ title: String, at path: ViewPath, actions: any View, message: any View,
    dismiss: @escaping @MainActor () -> Void
  ) -> AlertRequest {
    var inner = madeNow()
    inner.path = path
    var buttons = Resolution()
    inner.resolve(actions, at: .role(.actions), into: &buttons)
    var text = Resolution()
    inner.resolve(message, at: .role(.message), into: &text)
    let entries = buttons.items.compactMap { item -> ButtonEntry? in
      guard case .button(var button) = item else { return nil }
      let action = button.action
      button.action = graph.handler {
        dismiss()
        action()
      }
      return button
    }
    return AlertRequest(
      path: path, title: title, message: text.texts.isEmpty ? nil : text.texts.joined(separator: "\n"),
      buttons: entries, dismiss: graph.handler(dismiss))
  }
}
