/// Where a view is being resolved: its graph, its identity so far, the environment it
/// reads, and whether it is the content of a list (where each view is a row).
@MainActor
struct ResolveContext {
  /// The graph the views' state and evaluations belong to.
  let graph: ViewGraph
  /// The identity of the view being resolved.
  var path: ViewPath
  /// The environment the view reads.
  var environment: EnvironmentValues
  /// Whether the view is in a list's content, where a view that is not a `ForEach`, a
  /// `Section` or a group of views is one row.
  var inList = false
  /// The view with a body whose body is being resolved (none for the root, or a list's row).
  var owner: ViewNode?
  /// The group of rows the view is in, when it is in a list's row: its nodes stay while the
  /// group is on screen, whether or not an update reached them (rows are built when shown).
  var rowGroup: ViewPath?
  /// The update whose body evaluation made the view values being resolved (0: the root's,
  /// which never changes). A view with a body that was last given a value from the same
  /// evaluation has the same inputs, without comparing them: a body kept whole hands its
  /// children the values it made then.
  var bodyGeneration = 0
  /// For the view that is a `TabView`'s tab (its `.tabItem`), whether its content is built:
  /// a tab's content is built when the tab is first shown, as SwiftUI builds it; before, the
  /// tab shows its item only.
  var tabIsBuilt: Bool?

  /// Resolves `view`, the child of this context's view at `step`.
  func resolve(_ view: any View, at step: PathStep, into resolution: inout Resolution) {
    var child = self
    child.path.append(step)
    if inList, !(view is any ListStructure) {
      resolution.rowGroups.append(RowGroup(single: view, path: child.path, environment: environment))
      return
    }
    if let primitive = view as? any PrimitiveView {
      primitive.resolve(in: child, into: &resolution)
    } else {
      graph.resolveCustom(view, in: child, into: &resolution)
    }
  }

  /// This context for view values made now (by a closure called while resolving: a sheet's
  /// content, an alert's buttons, a pushed screen), which must be compared with the last ones.
  func madeNow() -> ResolveContext {
    var copy = self
    copy.bodyGeneration = graph.generation
    return copy
  }

  /// This context with `environment` changed by `change`.
  func with(_ change: (inout EnvironmentValues) -> Void) -> ResolveContext {
    var copy = self
    change(&copy.environment)
    return copy
  }
}

/// Views that shape a list rather than being one of its rows: groups of views, `ForEach`,
/// `Section`.
protocol ListStructure {}

extension TupleView: ListStructure {}
extension Group: ListStructure {}
extension EmptyView: ListStructure {}
extension Optional: ListStructure {}
extension ConditionalContent: ListStructure {}
