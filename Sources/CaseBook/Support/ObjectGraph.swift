/// Finds, by reflection, the objects reachable from a root through stored
/// properties (strong or weak).
public enum ObjectGraph {
  /// The objects reachable from `root`, not looking into (nor returning) `excluded` ones.
  public static func objects(from root: Any, excluding excluded: [AnyObject] = []) -> [AnyObject] {
    let excludedIDs = Set(excluded.map(ObjectIdentifier.init))
    var found: [ObjectIdentifier: AnyObject] = [:]
    var order: [AnyObject] = []
    // Breadth first: every object is reached by its shortest path, so that two walks of
    // the same objects find the same ones whatever order their properties come in (a
    // depth-first walk could meet an object first down a long path, past the depth where
    // values stop being looked into, and miss what lies beyond it).
    var pending: [(value: Any, depth: Int)] = [(root, 0)]
    var next = 0
    while next < pending.count {
      let (value, depth) = pending[next]
      next += 1
      let mirror = Mirror(reflecting: value)
      if mirror.displayStyle == .class {
        let object = value as AnyObject
        let id = ObjectIdentifier(object)
        // Key paths are interned by the runtime and live for good.
        if excludedIDs.contains(id) || found[id] != nil || object is AnyKeyPath { continue }
        found[id] = object
        order.append(object)
      } else if depth > 40 {
        continue
      }
      var level: Mirror? = mirror
      while let current = level {
        for child in current.children { pending.append((child.value, depth + 1)) }
        level = current.superclassMirror
      }
    }
    return order
  }

  /// The stored property `label` of `subject` (of its class or a superclass),
  /// read by reflection: how tests reach a module's private parts (a view's
  /// presenter, a presenter's interactor) without opening them up.
  public static func child<Value>(_ label: String, of subject: Any?) -> Value? {
    guard let subject else { return nil }
    var level: Mirror? = Mirror(reflecting: subject)
    while let mirror = level {
      if let child = mirror.children.first(where: { $0.label == label }) { return child.value as? Value }
      level = mirror.superclassMirror
    }
    return nil
  }
}
