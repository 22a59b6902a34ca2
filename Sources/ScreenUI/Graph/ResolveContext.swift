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
