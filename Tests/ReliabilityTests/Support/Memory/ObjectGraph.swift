/// Finds, by reflection, the objects reachable from a root through stored
/// properties (strong or weak), so that a test can hold them all weakly and
/// check that they are gone when they should be, whatever the architecture
/// calls them. Closures cannot be looked into, so what only a closure holds is
/// not found; the view controllers, presenters, view models, interactors,
/// routers, wireframes and services all are.
enum ObjectGraph {
  /// The objects reachable from `root`, not looking into (nor returning) `excluded` ones.
  static func objects(from root: Any, excluding excluded: [AnyObject]) -> [AnyObject] {
    let excludedIDs = Set(excluded.map(ObjectIdentifier.init))
    var found: [ObjectIdentifier: AnyObject] = [:]
    var pending: [(value: Any, depth: Int)] = [(root, 0)]
    while let (value, depth) = pending.popLast() {
      let mirror = Mirror(reflecting: value)
      if mirror.displayStyle == .class {
        let object = value as AnyObject
        let id = ObjectIdentifier(object)
        // Key paths are interned by the runtime and live for good.
        if excludedIDs.contains(id) || found[id] != nil || object is AnyKeyPath { continue }
        found[id] = object
      } else if depth > 40 {
        continue
      }
      var level: Mirror? = mirror
      while let current = level {
        for child in current.children { pending.append((child.value, depth + 1)) }
        level = current.superclassMirror
      }
    }
    return Array(found.values)
  }
}
