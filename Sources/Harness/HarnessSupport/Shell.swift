import Foundation

/// Runs a program and collects what it prints, its standard output and its
/// standard error apart: a tool's machine output (llvm-cov's JSON, git's text) is
/// read from its standard output alone, so a warning on standard error never
/// ends up inside it.
public enum Shell {
  /// The outcome of a finished program.
  public struct Result: Sendable {
    /// The exit status.
    public var status: Int32
    /// What it wrote to standard output.
    public var standardOutput: String
    /// What it wrote to standard error.
    public var standardError: String
    /// Both, interleaved in the order the chunks arrived: for a person to read, never to parse.
    public var output: String
  }

  /// Runs `arguments` (the first is looked up on `PATH`) in `directory`; when
  /// `echo` is set, each chunk of output (either stream) is passed to it as it comes.
  public static func run(
    _ arguments: [String], in directory: URL, environment: [String: String]? = nil,
    echo: (@Sendable (String) -> Void)? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    if let environment { process.environment = environment }
    let outputPipe = Pipe()
    let errorPipe = Pipe()
    process.standardOutput = outputPipe
    process.standardError = errorPipe
    process.standardInput = FileHandle.nullDevice
    let collected = Collected()
    try process.run()
    // Each stream is read on its own thread until end of file, and waited for: a
    // readability handler could still hold a chunk when the process ends, which
    // was then lost; one reader for both could block on one while the other fills.
    let finished = DispatchGroup()
    for (pipe, stream) in [(outputPipe, Collected.Stream.output), (errorPipe, .error)] {
      let reader = pipe.fileHandleForReading
      finished.enter()
      Thread.detachNewThread {
        while true {
          let data = reader.availableData
          if data.isEmpty { break }
          collected.append(data, to: stream)
          echo?(String(decoding: data, as: UTF8.self))
        }
        finished.leave()
      }
    }
    process.waitUntilExit()
    finished.wait()
    return Result(
      status: process.terminationStatus, standardOutput: collected.text(.output),
      standardError: collected.text(.error), output: collected.text(.both))
  }

  /// The first line a command prints on standard output, or `nil` if it fails.
  public static func firstLine(_ arguments: [String], in directory: URL) -> String? {
    guard let result = try? run(arguments, in: directory), result.status == 0 else { return nil }
    return result.standardOutput.split(separator: "\n").first.map(String.init)
  }
}

private final class Collected: @unchecked Sendable {
  enum Stream { case output, error, both }

  private let lock = NSLock()
  private var storage: [Stream: Data] = [.output: Data(), .error: Data(), .both: Data()]

  func append(_ data: Data, to stream: Stream) {
    lock.lock()
    storage[stream, default: Data()] += data
    storage[.both, default: Data()] += data
    lock.unlock()
  }

  /// Everything read from `stream`, decoded once, so that no character is split between two reads.
  func text(_ stream: Stream) -> String {
    lock.lock()
    defer { lock.unlock() }
    return String(decoding: storage[stream] ?? Data(), as: UTF8.self)
  }
}
