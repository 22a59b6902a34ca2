import Foundation

/// Runs a program for a test and collects its output.
enum Command {
  /// How a program ended.
  struct Result {
    /// The exit status.
    var status: Int32
    /// Standard output and standard error.
    var output: String
  }

  /// Runs `arguments` (the first looked up on `PATH`) in `directory` with `environment` added.
  static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws
    -> Result
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("command-output-\(UUID())")
    guard FileManager.default.createFile(atPath: output.path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown)
    }
    defer { try? FileManager.default.removeItem(at: output) }
    let handle = try FileHandle(forWritingTo: output)
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    return Result(status: process.terminationStatus, output: try String(contentsOf: output, encoding: .utf8))
  }
}
