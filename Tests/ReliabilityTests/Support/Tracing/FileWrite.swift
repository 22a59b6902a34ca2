/// A `pwrite64` of a traced child, seen at its entry (nothing written yet)
/// or at its exit (written).
struct FileWrite: Sendable {
  /// Where the call is.
  enum Phase: Sendable, Equatable {
    /// About to write: the child is stopped before the kernel writes.
    case entry
    /// Written: the call returned `result` (bytes written, or a negative errno).
    case exit(result: Int)
  }

  var phase: Phase
  /// The file written to.
  var path: String
  /// Where in the file.
  var offset: Int
  /// How many bytes.
  var count: Int
  /// The first bytes to write (at most 32), read from the child's memory.
  var head: [UInt8]
}
