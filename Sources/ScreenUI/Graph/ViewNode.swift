import Observation

/// A view with a body, at one identity: its state, what its body last returned and what
/// that resolved to. It lives as long as a view stands at its identity; its state with it.
@MainActor
final class ViewNode {
  /// Its identity.
  let path: ViewPath
  /// The view's type, as its evaluations are counted (`nil` for a list's row).
  let type: ViewType?
  /// The storage of its `@State` properties, by their place in the view.
  var stateBoxes: [Int: AnyObject] = [:]
  /// The view value last evaluated, to tell whether the next one differs.
  var lastView: (any View)?
  /// The environment it was last evaluated in.
  var lastEnvironment: EnvironmentValues?
  /// The keys of the environment its `@Environment` properties read: a change to another key
  /// does not evaluate its body again (it is handed on to the views below).
  var environmentKeys: Set<ObjectIdentifier> = []
  /// What its body last returned.
  var lastBody: (any View)?
  /// What that resolved to.
  var output = Resolution()
  /// Whether something its body read has changed since.
  var isDirty = true
  /// Whether something read while resolving what its body returned (a binding a field or a
  /// sheet reads) has changed since: resolved again, without evaluating the body.
  var needsResolve = false
  /// Whether a view inside it is dirty.
  var hasDirtyDescendant = false
  /// The lists of its body, by identity, as they resolved: each kept while the body is not
  /// evaluated again and nothing the list read changes. A list holds no view with a body
  /// outside its rows, which are built apart: a change inside a sheet it presents, which
  /// resolves its body again, does not walk the list (as SwiftUI does not diff a `ForEach`
  /// whose view did not change).
  var lists: [ViewPath: KeptList] = [:]
  /// The resolution pass that last reached it.
  var generation = 0
  /// The update whose body evaluation made ``lastView`` (``ResolveContext/bodyGeneration``).
  var viewGeneration = -1
  /// The update in which its own body was last evaluated: what its children's values come from.
  var bodyGeneration = 0
  /// The group of rows it is in (a row, or a view in a row): it stays while that group is on
  /// screen.
  var rowGroup: ViewPath?
  /// Called when the node leaves the tree.
  var onRemove: [@MainActor () -> Void] = []
  /// Read by every observation made for the node, and changed when it leaves: what it still
  /// observes then is let go at once (an observation that never fires keeps what it read).
  let lifetime = NodeLifetime()

  init(path: ViewPath, type: ViewType?) {
    self.path = path
    self.type = type
  }

  /// The storage of the `@State` property at `slot`, made with `initial` the first time.
  func stateBox<Value>(slot: Int, initial: () -> Value) -> StateBox<Value> {
    if let box = stateBoxes[slot] as? StateBox<Value> { return box }
    let box = StateBox(initial())
    stateBoxes[slot] = box
    return box
  }
}

/// The storage of one `@State` property: observable, so that a body that reads it is
/// evaluated again when it changes, and no other.
@MainActor
@Observable
final class StateBox<Value> {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}

/// The lifetime of a node, as an observable property: every observation made for the node
/// reads it, so that ending it ends them all.
@MainActor
@Observable
final class NodeLifetime {
  var hasEnded = false

  nonisolated init() {}
}
