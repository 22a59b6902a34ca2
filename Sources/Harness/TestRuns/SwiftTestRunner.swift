import Foundation
import HarnessSupport

/// Runs `swift test` in a package and reads what happened from Swift Testing's
/// event stream, not from the console.
public struct SwiftTestRunner: Sendable {
  /// The package root.
  public var root: URL

  /// Creates a runner for the package at `root`.
  public init(root: URL) {
    self.root = root
  }

  /// What one `swift test` did.
  public struct Outcome: Sendable {
    /// Its exit status.
    public var status: Int32
    /// What it printed (the build's diagnostics, the tests' console output).
    public var output: String
    /// The tests, from the event stream.
    public var run: TestRun
    /// The build folder it used (`--scratch-path`, or the package's `.build`).
    public var buildFolder: URL
    /// When it started.
    public var started: Date
    /// The package root.
    public var root: URL

    /// The compiler's errors in the build this run made, read from its serialized
    /// diagnostics; when it made none (a test crashed, the linker failed), the last
    /// lines it printed: what to show when the tests did not run.
    public var buildErrors: String {
      let errors = CompilerDiagnostics.errors(in: buildFolder, since: started, root: root)
      guard errors.isEmpty else { return errors.prefix(20).map(\.description).joined(separator: "\n") }
      return output.split(separator: "\n", omittingEmptySubsequences: false).suffix(20).joined(
        separator: "\n")
    }
  }

  /// Runs `swift test` with `arguments` (`--filter …`, `--scratch-path …`),
  /// `environment` added to this process's, and `echo` given each chunk of output as it comes.
  public func run(
    _ arguments: [String], environment: [String: String] = [:], echo: (@Sendable (String) -> Void)? = nil
  ) async throws -> Outcome {
    let stream = FileManager.default.temporaryDirectory.appending(
      path: "archlab-events-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: stream) }
    let started = Date()
    let scratch = arguments.firstIndex(of: "--scratch-path").flatMap {
      arguments.indices.contains($0 + 1) ? URL(fileURLWithPath: arguments[$0 + 1], relativeTo: root) : nil
    }
    let result = try await Shell.run(
      ["swift", "test"] + arguments + [
        "--event-stream-output-path", stream.path, "--event-stream-version",
        String(TestEventStreamReader.version),
      ],
      in: root, environment: ProcessInfo.processInfo.environment.merging(environment) { $1 }, echo: echo)
    do {
      return Outcome(
        status: result.status, output: result.output, run: try TestEventStreamReader.read(contentsOf: stream),
        buildFolder: scratch ?? root.appending(path: ".build"), started: started, root: root)
    } catch {
      throw HarnessError.file(error.description)
    }
  }
}
