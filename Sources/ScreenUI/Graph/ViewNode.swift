import Observation

/// A view with a body, at one identity: its state, what its body last returned and what
/// that resolved to. It lives as long as a view stands at its identity; its state with it.
@MainActor
final class ViewNode {
  /// Its identity.
  let path: ViewPath
  /// The view's type, as its evaluations are counted.
  let typeName: String
  /// The storage of its `@State` properties, by their place in the view.
  var stateBoxes: [Int: AnyObject] = [:]
  /// The view value last evaluated, to tell whether the next one differs.
  var lastView: (any View)?
  /// The environment it was last evaluated in.
  var lastEnvironment: EnvironmentValues?
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
  /// Called when the node leaves the tree.
  var onRemove: [@MainActor () -> Void] = []

  init(path: ViewPath, typeName: String) {
    self.path = path
    self.typeName = typeName
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
