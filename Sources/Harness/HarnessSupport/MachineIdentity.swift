import Foundation

/// Which machine measured something, as a stable identity and in words: a digest of
/// `/etc/machine-id` (the same across reboots and unrelated to the memory installed), with
/// the processor's model and the cores and memory beside it for a reader. Not a secret: the
/// digest names the machine without revealing its id.
public struct MachineIdentity: Codable, Sendable, Equatable {
  /// The first 12 hexadecimal digits of the SHA-256 of `/etc/machine-id`, or `unknown`.
  public var id: String
  /// The processor's model (`/proc/cpuinfo`'s first `model name`), or `unknown`.
  public var processor: String
  /// The cores available.
  public var cores: Int
  /// The memory, in whole GiB.
  public var memoryGiB: Int

  /// Creates an identity.
  public init(id: String, processor: String, cores: Int, memoryGiB: Int) {
    self.id = id
    self.processor = processor
    self.cores = cores
    self.memoryGiB = memoryGiB
  }

  /// This machine.
  public static func current() -> MachineIdentity {
    let machineID = (try? String(contentsOfFile: "/etc/machine-id", encoding: .utf8))?
      .trimmingCharacters(in: .whitespacesAndNewlines)
    var hash = SHA256()
    hash.update(machineID ?? "")
    let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
      .flatMap { $0.split(separator: ":", maxSplits: 1).last }
      .map { $0.trimmingCharacters(in: .whitespaces) }
    return MachineIdentity(
      id: machineID.map { _ in String(hash.hexDigest().prefix(12)) } ?? "unknown",
      processor: model ?? "unknown",
      cores: ProcessInfo.processInfo.activeProcessorCount,
      memoryGiB: Int((Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824).rounded()))
  }

  /// `machine 3fa9…, Intel(R) Xeon(R) …, 2 cores, 24 GiB`.
  public var description: String { "machine \(id), \(processor), \(cores) cores, \(memoryGiB) GiB" }
}
