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
  }

  /// Runs `swift test` with `arguments` (`--filter …`, `--scratch-path …`),
  /// `environment` added to this process's, and `echo` given each chunk of output as it comes.
  public func run(
    _ arguments: [String], environment: [String: String] = [:], echo: (@Sendable (String) -> Void)? = nil
  ) throws -> Outcome {
    let stream = FileManager.default.temporaryDirectory.appending(
      path: "archlab-events-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: stream) }
    let result = try Shell.run(
      ["swift", "test"] + arguments + [
        "--event-stream-output-path", stream.path, "--event-stream-version",
        String(TestEventStreamReader.version),
      ],
      in: root, environment: ProcessInfo.processInfo.environment.merging(environment) { $1 }, echo: echo)
    do {
      return Outcome(
        status: result.status, output: result.output, run: try TestEventStreamReader.read(contentsOf: stream))
    } catch {
      throw HarnessError.file(error.description)
    }
  }

  /// The compiler's error lines in `output`, or its last lines if there are none:
  /// what to show when the tests did not run.
  public static func buildErrors(in output: String) -> String {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    let errors = lines.filter { $0.contains("error:") }
    let chosen = errors.isEmpty ? Array(lines.suffix(20)) : Array(Set(errors)).sorted().prefix(20).map { $0 }
    return chosen.joined(separator: "\n")
  }
}
