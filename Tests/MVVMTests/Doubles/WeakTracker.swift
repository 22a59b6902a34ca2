/// Holds weak references to the objects of a test, to tell which are still alive.
@MainActor
final class WeakTracker {
  private final class WeakReference {
    weak var object: AnyObject?
    init(_ object: AnyObject?) { self.object = object }
  }

  private var references: [(name: String, reference: WeakReference)] = []

  /// The names of the objects that were missing when tracked: a test that
  /// could not find an object would otherwise pass for having freed it.
  private(set) var missing: [String] = []

  /// Tracks `object` under `name`.
  func track(_ name: String, _ object: AnyObject?) {
    if object == nil { missing.append(name) }
    references.append((name, WeakReference(object)))
  }

  /// How many objects were tracked.
  var count: Int { references.count }

  /// The names of the objects still alive, in the order they were tracked.
  var alive: [String] { references.filter { $0.reference.object != nil }.map(\.name) }
}
