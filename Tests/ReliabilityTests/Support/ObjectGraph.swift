import Foundation

/// A weak reference to an object seen on a screen, with the name of its type.
final class WeakObject {
  weak var object: AnyObject?
  let typeName: String

  init(_ object: AnyObject) {
    self.object = object
    typeName = String(reflecting: type(of: object))
  }
}

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

/// This process's resident memory, from `/proc/self/statm`, in bytes (`nil` where there is no `/proc`).
func residentBytes() -> Int? {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
  let fields = text.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
