/// Where and when a report was measured.
public struct Provenance: Codable, Sendable {
  /// ISO 8601 date and time.
  public var date: String
  /// The git commit measured, with `-dirty` if the tree had changes.
  public var commit: String
  /// `swift --version`'s first line.
  public var toolchain: String
  /// Cores the machine has.
  public var cores: Int
  /// Memory, in bytes.
  public var memoryBytes: UInt64
  /// The operating system.
  public var system: String

  /// Creates a provenance.
  public init(
    date: String, commit: String, toolchain: String, cores: Int, memoryBytes: UInt64, system: String
  ) {
    self.date = date
    self.commit = commit
    self.toolchain = toolchain
    self.cores = cores
    self.memoryBytes = memoryBytes
    self.system = system
  }
}
