/// Objects seen during a test, each held weakly once.
final class Sightings {
  private var byIdentity: [ObjectIdentifier: WeakObject] = [:]

  /// Every object seen.
  var all: [WeakObject] { Array(byIdentity.values) }

  /// Adds `objects`; one seen before and still alive is counted once.
  func add(_ objects: [AnyObject]) {
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
  var count: Int { byIdentity.count + retired.count }

  /// The type names of those still alive.
  var alive: [String] { (all + retired).filter { $0.object != nil }.map(\.typeName) }
}
