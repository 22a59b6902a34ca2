import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// This process's peak resident memory: Linux's `VmHWM` (`/proc/self/status`), which
/// ``reset()`` brings back to the memory in use now so that each part of a run has its own
/// peak; elsewhere `getrusage`'s `ru_maxrss`, the peak of the whole process.
public enum PeakMemory {
  /// The peak resident memory in bytes since the start or the last ``reset()``, if it can be read.
  public static func bytes() -> Int? {
    if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kibibytes = Int(line.split(separator: " ").dropFirst().first ?? "")
    {
      return kibibytes * 1024
    }
    var usage = rusage()
    #if canImport(Darwin)
      guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
      return Int(usage.ru_maxrss)
    #else
      guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return nil }
      return Int(usage.ru_maxrss) * 1024
    #endif
  }

  /// Starts a new peak from the memory in use now (Linux: `5` written to `/proc/self/clear_refs`);
  /// returns whether it could, otherwise ``bytes()`` stays the peak of the whole process.
  @discardableResult
  public static func reset() -> Bool {
    guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
    defer { try? handle.close() }
    return (try? handle.write(contentsOf: Data("5".utf8))) != nil
  }
}
