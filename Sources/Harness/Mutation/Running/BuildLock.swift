import Foundation

/// An exclusive `flock(2)` on a file, held while building so that builds on a shared
/// machine queue instead of running together (`flock FILE swift build` does the same).
struct BuildLock: Sendable {
  /// The lock file.
  var path: String

  /// Runs `body` holding the lock, waiting for it first; `waiting` is called once if
  /// another process holds it. The wait never blocks a thread: the lock is tried again
  /// every half second.
  func holding<T>(waiting: () -> Void = {}, _ body: () async throws -> T) async throws -> T {
    let descriptor = open(path, O_RDWR | O_CREAT, 0o666)
    guard descriptor >= 0 else {
      throw MutationError.file("cannot open the build lock \(path): \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    var warned = false
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR else {
        throw MutationError.file("cannot lock \(path): \(String(cString: strerror(errno)))")
      }
      if !warned { waiting() }
      warned = true
      try await Task.sleep(for: .milliseconds(500))
    }
    defer { flock(descriptor, LOCK_UN) }
    return try await body()
  }
}
