/// A piece of the interface described by value, as in SwiftUI: a view is a struct whose
/// `body` says what it shows, built by ``ViewBuilder``. The toolkit evaluates bodies,
/// keeps each view's state by its identity, and renders the result with ScreenKit
/// (``HostingController``), so that what a screen shows reads as ScreenKit's does.
@MainActor
public protocol View {
  /// The type of view this one is made of.
  associatedtype Body: View

  /// What this view shows, evaluated again when something it read has changed.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  /// A primitive view has no body: the toolkit renders it itself.
  public typealias Body = Never
}

extension View where Body == Never {
  /// A primitive view has no body: the toolkit renders it itself.
  public var body: Never { fatalError("a primitive view has no body") }
}

/// A view that shows its content as it is, in its own place: `Group`, `HStack`, `VStack`
/// (ScreenKit's screens lay their elements one after the other).
protocol TransparentContainer: PrimitiveView {
  associatedtype Content: View
  var content: Content { get }
}

extension TransparentContainer {
  func resolve(in context: ResolveContext, into resolution: inout Resolution) {
    context.resolve(content, at: .position(0), into: &resolution)
  }
}

/// A view the toolkit renders itself (its `Body` is `Never`): it writes what it shows into
/// the resolution under way.
@MainActor
protocol PrimitiveView {
  /// Adds what this view shows to `resolution`, at `context`.
  func resolve(in context: ResolveContext, into resolution: inout Resolution)
}

/// A view that shows nothing.
public struct EmptyView: View, PrimitiveView {
  /// Creates the view.
  public init() {}

  public typealias Body = Never

  func resolve(in context: ResolveContext, into resolution: inout Resolution) {}
}

/// Some views, one after the other (what a ``ViewBuilder`` block of several views makes).
public struct TupleView: View, PrimitiveView {
  let children: [any View]

  public typealias Body = Never

  func resolve(in context: ResolveContext, into resolution: inout Resolution) {
    for (index, child) in children.enumerated() {
      context.resolve(child, at: .position(index), into: &resolution)
    }
  }
}

/// Views grouped without a container of their own.
public struct Group<Content: View>: View, TransparentContainer {
  let content: Content

  /// Groups `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public typealias Body = Never
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  func resolve(in context: ResolveContext, into resolution: inout Resolution) {
    if let view = self { context.resolve(view, at: .branch(1), into: &resolution) }
  }
}

/// One of two views, as an `if`–`else` in a ``ViewBuilder`` chooses: each branch has an
/// identity of its own, so that switching branches makes new state.
public enum ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
  /// The `if` branch.
  case first(TrueContent)
  /// The `else` branch.
  case second(FalseContent)

  public typealias Body = Never

  func resolve(in context: ResolveContext, into resolution: inout Resolution) {
    switch self {
    case .first(let view): context.resolve(view, at: .branch(1), into: &resolution)
    case .second(let view): context.resolve(view, at: .branch(2), into: &resolution)
    }
  }
}

/// Builds a view from the statements of a closure, as SwiftUI's `@ViewBuilder` does.
@resultBuilder
public enum ViewBuilder {
  /// A view as it is written.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// A block of one view: that view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// The views of a block, one after the other.
  @MainActor
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView {
    var children: [any View] = []
    for view in repeat each content { children.append(view) }
    return TupleView(children: children)
  }

  /// An `if` without `else`.
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  /// The `if` branch of an `if`–`else`.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> ConditionalContent<TrueContent, FalseContent>
  { .first(first) }

  /// The `else` branch of an `if`–`else`.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> ConditionalContent<TrueContent, FalseContent>
  { .second(second) }

  /// An `if #available` branch.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> Content { content }
}
