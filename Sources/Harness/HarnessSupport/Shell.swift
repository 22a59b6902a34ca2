import Foundation

/// Runs a program and collects what it prints.
public enum Shell {
  /// The outcome of a finished program.
  public struct Result: Sendable {
    /// The exit status.
    public var status: Int32
    /// Standard output and standard error, interleaved as they came.
    public var output: String
  }

  /// Runs `arguments` (the first is looked up on `PATH`) in `directory`; when
  /// `echo` is set, each line of output is passed to it as it comes.
  public static func run(
    _ arguments: [String], in directory: URL, environment: [String: String]? = nil,
    echo: (@Sendable (String) -> Void)? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    if let environment { process.environment = environment }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    let collected = Collected()
    try process.run()
    // Read on one thread until end of file, and wait for it: a readability
    // handler could still hold a chunk when the process ends, which was then lost.
    let reader = pipe.fileHandleForReading
    let finished = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      while true {
        let data = reader.availableData
        if data.isEmpty { break }
        collected.append(data)
        echo?(String(decoding: data, as: UTF8.self))
      }
      finished.signal()
    }
    process.waitUntilExit()
    finished.wait()
    return Result(status: process.terminationStatus, output: collected.text)
  }

  /// The first line a command prints, or `nil` if it fails.
  public static func firstLine(_ arguments: [String], in directory: URL) -> String? {
    guard let result = try? run(arguments, in: directory), result.status == 0 else { return nil }
    return result.output.split(separator: "\n").first.map(String.init)
  }
}

private final class Collected: @unchecked Sendable {
  private let lock = NSLock()
  private var storage = Data()

  func append(_ data: Data) {
    lock.lock()
    storage += data
    lock.unlock()
  }

  /// Everything read, decoded once, so that no character is split between two reads.
  var text: String {
    lock.lock()
    defer { lock.unlock() }
    return String(decoding: storage, as: UTF8.self)
  }
}
