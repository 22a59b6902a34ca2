import Foundation
import Testing

@testable import Mutation

/// The runner of the test processes: to their end or to a time limit, output to a file.
@Suite("Running a test process with a time limit")
struct ChildProcessTests {
  static let environment = ProcessInfo.processInfo.environment

  /// A file of its own for one run's output, removed with its folder by `remove`.
  static func outputFile() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appending(path: "archlab-child-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appending(path: "output.log")
  }

  @Test("A run that ends in time: its status, both streams in the file, not timed out")
  func endsInTime() async throws {
    let output = try Self.outputFile()
    defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
    let ending = try await ChildProcess.run(
      ["sh", "-c", "echo out; echo err >&2; exit 4"], in: URL(filePath: "/"), environment: Self.environment,
      output: output, timeout: 600)
    #expect(ending.status == 4 && !ending.signaled && !ending.timedOut)
    #expect(try String(contentsOf: output, encoding: .utf8) == "out\nerr\n")
  }

  @Test("A run that outlives its limit is sent SIGTERM at the limit: timed out, ended by the signal")
  func timedOut() async throws {
    let output = try Self.outputFile()
    defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
    let ending = try await ChildProcess.run(
      ["sh", "-c", "echo started; exec sleep 600"], in: URL(filePath: "/"), environment: Self.environment,
      output: output, timeout: 0.5)
    #expect(ending.timedOut && ending.signaled)
    #expect(ending.status == SIGTERM)
    #expect(ending.seconds >= 0.5 && ending.seconds < 600)
    #expect(try String(contentsOf: output, encoding: .utf8) == "started\n")
  }

  @Test("A run that ignores SIGTERM is sent SIGKILL two seconds later")
  func killed() async throws {
    let ending = try await ChildProcess.run(
      ["sh", "-c", "trap '' TERM; while :; do sleep 0.1; done"], in: URL(filePath: "/"),
      environment: Self.environment, output: nil, timeout: 0.5)
    #expect(ending.timedOut && ending.signaled)
    #expect(ending.status == SIGKILL)
    #expect(ending.seconds >= 2.5)
  }

  @Test("Without a file the output is discarded, and the run still ends when the program does")
  func discarded() async throws {
    let ending = try await ChildProcess.run(
      ["sh", "-c", "echo gone; sleep 0.2"], in: URL(filePath: "/"), environment: Self.environment, output: nil
    )
    #expect(ending.status == 0 && !ending.signaled && !ending.timedOut)
  }

  @Test("A program that is not there is an error naming it")
  func missingProgram() async throws {
    await #expect(throws: MutationError.self) {
      try await ChildProcess.run(
        ["archlab-no-such-program"], in: URL(filePath: "/"), environment: Self.environment, output: nil)
    }
  }
}
