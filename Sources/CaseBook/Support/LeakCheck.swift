/// The one way every test checks that objects are freed: find, by reflection,
/// every object reachable from a root through stored properties (strong or
/// weak, private or not), hold them all weakly, and later list those still
/// alive.
///
/// Architectures do not have to expose their role objects for this: a
/// presenter, view model, interactor, router, wireframe or service stored
/// privately is found all the same. Closures cannot be looked into, so what
/// only a closure holds is not found.
@MainActor
public final class LeakCheck {
  private var watched: [(typeName: String, reference: WeakReference)] = []
  /// The watched objects by identity. An identifier is reused once its object
  /// is freed, so one whose object is gone does not make a new object "seen".
  private var seen: [ObjectIdentifier: WeakReference] = [:]

  /// An empty check.
  public init() {}

  /// Watches every object reachable from `root` (`root` too, if an object),
  /// except `excluded` ones and what is reachable only through them (for
  /// example the store the test keeps, or the screen that stays).
  public func watch(from root: Any, excluding excluded: [AnyObject] = []) {
    for object in ObjectGraph.objects(from: root, excluding: excluded) {
      let id = ObjectIdentifier(object)
      guard seen[id]?.object == nil else { continue }
      let reference = WeakReference(object)
      seen[id] = reference
      watched.append((String(reflecting: type(of: object)), reference))
    }
  }

  /// How many objects are watched: a check that found none proves nothing.
  public var count: Int { watched.count }

  /// The type names of the watched objects still alive, in the order found.
  public var survivors: [String] {
    watched.filter { $0.reference.object != nil }.map(\.typeName)
  }

  /// Whether a watched object of a type whose name ends in `suffix` was found.
  public func watches(typeNamed suffix: String) -> Bool {
    watched.contains { $0.typeName.hasSuffix(suffix) }
  }
}

/// A weak reference.
final class WeakReference {
  weak var object: AnyObject?

  init(_ object: AnyObject) {
    self.object = object
  }
}
