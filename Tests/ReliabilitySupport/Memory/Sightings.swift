/// Objects seen during a test, each held weakly once.
package final class Sightings {
  private var byIdentity: [ObjectIdentifier: WeakObject] = [:]

  /// No object seen yet.
  package init() {}

  /// Every object seen.
  package var all: [WeakObject] { Array(byIdentity.values) }

  /// Adds `objects`; one seen before and still alive is counted once.
  package func add(_ objects: [AnyObject]) {
    for object in objects {
      let id = ObjectIdentifier(object)
      if let known = byIdentity[id], known.object === object { continue }
      // A freed object's address may be reused by a new one: that one is new.
      if let known = byIdentity[id] { retired.append(known) }
      byIdentity[id] = WeakObject(object)
    }
  }

  /// Objects freed whose address a later object took; kept to be counted.
  private var retired: [WeakObject] = []

  /// How many objects were seen.
  package var count: Int { byIdentity.count + retired.count }

  /// The type names of those still alive.
  package var alive: [String] { (all + retired).filter { $0.object != nil }.map(\.typeName) }
}
