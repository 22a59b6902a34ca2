/// Keeps weak references to objects under names, to tell which are still alive.
@MainActor
final class LifetimeWatcher {
  private var watched: [(name: String, object: () -> AnyObject?)] = []

  /// Watches `object` without keeping it alive.
  func watch(_ name: String, _ object: AnyObject) {
    watched.append((name, { [weak object] in object }))
  }

  /// The names of the watched objects still alive.
  var survivors: [String] {
    watched.filter { $0.object() != nil }.map(\.name)
  }

  /// How many objects are watched.
  var count: Int { watched.count }
}
