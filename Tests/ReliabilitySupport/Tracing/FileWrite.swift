/// A `pwrite64` of a traced child, seen at its entry (nothing written yet)
/// or at its exit (written).
package struct FileWrite: Sendable {
  /// Where the call is.
  package enum Phase: Sendable, Equatable {
    /// About to write: the child is stopped before the kernel writes.
    case entry
    /// Written: the call returned `result` (bytes written, or a negative errno).
    case exit(result: Int)
  }

  package var phase: Phase
  /// The file written to.
  package var path: String
  /// Where in the file.
  package var offset: Int
  /// How many bytes.
  package var count: Int
  /// The first bytes to write (at most 32), read from the child's memory.
  package var head: [UInt8]
}
