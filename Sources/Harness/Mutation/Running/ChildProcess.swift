import Foundation

/// Runs a program to its end, or until a time limit, with its output in a file.
enum ChildProcess {
  /// How a run ended.
  struct Ending: Sendable {
    /// The exit status, or the signal that ended it.
    var status: Int32
    /// Whether it ended by a signal (a crash, or the time limit).
    var signaled: Bool
    /// Whether the time limit ended it.
    var timedOut: Bool
    /// Wall-clock seconds.
    var seconds: Double
  }

  /// Runs `arguments` (the first looked up on `PATH`) in `directory` with `environment`,
  /// writing its output to `output` (or discarding it); after `timeout` seconds the
  /// process is sent SIGTERM, then SIGKILL two seconds later. Without a time limit,
  /// `tick` is called with the seconds elapsed every ten seconds while it runs.
  static func run(
    _ arguments: [String], in directory: URL, environment: [String: String], output: URL?,
    timeout: Double? = nil, tick: ((Double) -> Void)? = nil
  ) throws -> Ending {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    let handle: FileHandle
    if let output {
      guard FileManager.default.createFile(atPath: output.path, contents: nil) else {
        throw MutationError.file("cannot create \(output.path)")
      }
      handle = try FileHandle(forWritingTo: output)
    } else {
      handle = FileHandle.nullDevice
    }
    defer { if output != nil { try? handle.close() } }
    process.standardOutput = handle
    process.standardError = handle
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    let start = ContinuousClock.now
    do {
      try process.run()
    } catch {
      throw MutationError.tool("cannot start \(arguments.first ?? "?"): \(error)")
    }
    var timedOut = false
    if let timeout {
      if finished.wait(timeout: .now() + timeout) == .timedOut {
        timedOut = true
        process.terminate()
        if finished.wait(timeout: .now() + 2) == .timedOut {
          kill(process.processIdentifier, SIGKILL)
          finished.wait()
        }
      }
    } else {
      while finished.wait(timeout: .now() + 10) == .timedOut {
        tick?(Seconds.since(start))
      }
    }
    process.waitUntilExit()
    let elapsed = ContinuousClock.now - start
    return Ending(
      status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
      timedOut: timedOut, seconds: Seconds.of(elapsed))
  }
}
