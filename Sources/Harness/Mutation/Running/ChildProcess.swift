import Foundation
import HarnessSupport
import Subprocess

/// Runs a program through swift-subprocess to its end, or until a time limit, with its
/// output in a file.
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

  /// Runs `arguments` (the first looked up on `PATH`, or a path) in `directory` with
  /// `environment`, writing its output and errors to `output` (or discarding them); after
  /// `timeout` seconds the process is sent SIGTERM, then SIGKILL two seconds later. Without
  /// a time limit, `tick` is called with the seconds elapsed every ten seconds while it runs.
  static func run(
    _ arguments: [String], in directory: URL, environment: [String: String], output: URL?,
    timeout: Double? = nil, tick: (@Sendable (Double) -> Void)? = nil
  ) async throws(MutationError) -> Ending {
    guard let program = arguments.first else { throw .tool("no program to run") }
    let sink = try OutputSink(output)
    defer { sink.close() }
    let start = ContinuousClock.now
    let result: ExecutionResult<Bool, SequenceOutput, CombinedErrorOutput>
    do {
      // Both streams go to one pipe, read here to its end: the end comes when the process
      // does (swift-subprocess ends the read when the child exits, even if a grandchild
      // holds the pipe), which is what stops the clock below.
      result = try await Subprocess.run(
        executable(program, in: directory), arguments: Arguments(Array(arguments.dropFirst())),
        environment: .custom(
          Dictionary(uniqueKeysWithValues: environment.map { (.init(stringLiteral: $0.key), $0.value) })),
        workingDirectory: .init(directory.path), input: .none, output: .sequence, error: .combinedWithOutput
      ) { execution in
        try await watch(execution, writingTo: sink, timeout: timeout, start: start, tick: tick)
      }
    } catch {
      throw .tool("cannot run \(program): \(error)")
    }
    let (code, signaled): (Int32, Bool) =
      switch result.terminationStatus {
      case .exited(let code): (code, false)
      case .signaled(let signal): (signal, true)
      }
    return Ending(
      status: code, signaled: signaled, timedOut: result.closureResult,
      seconds: Seconds.since(start))
  }

  /// A program's name, looked up on `PATH`, or its path, from `directory` when relative.
  private static func executable(_ program: String, in directory: URL) -> Executable {
    guard program.contains("/") else { return .name(program) }
    return .path(.init(program.hasPrefix("/") ? program : directory.appendingPathComponent(program).path))
  }

  /// Whether the process has ended, asked without reaping it (swift-subprocess does that
  /// once the run is over): the clock's task may wake after the process ended and before
  /// the output's end was read, and a process that ended in time did not time out.
  private static func hasEnded(_ process: ProcessIdentifier) -> Bool {
    var info = siginfo_t()
    guard waitid(P_PID, id_t(process.value), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else { return true }
    return info.si_signo == SIGCHLD
  }

  /// What ended the wait: the output's end (the process's), or the clock.
  private enum Watch: Sendable {
    case outputEnded
    case clock(timedOut: Bool)
  }

  /// Copies the output to `sink` until it ends while the clock runs beside it; returns
  /// whether the time limit was reached (and the process sent its signals).
  private static func watch(
    _ execution: Execution<NoInput, SequenceOutput, CombinedErrorOutput>, writingTo sink: OutputSink,
    timeout: Double?, start: ContinuousClock.Instant, tick: (@Sendable (Double) -> Void)?
  ) async throws -> Bool {
    try await withThrowingTaskGroup(of: Watch.self) { group in
      group.addTask {
        for try await buffer in execution.standardOutput {
          buffer.withUnsafeBytes { sink.write($0) }
        }
        return .outputEnded
      }
      group.addTask {
        guard let timeout else {
          while (try? await Task.sleep(for: .seconds(10))) != nil { tick?(Seconds.since(start)) }
          return .clock(timedOut: false)
        }
        guard (try? await Task.sleep(for: .seconds(timeout))) != nil,
          !hasEnded(execution.processIdentifier)
        else { return .clock(timedOut: false) }
        try? execution.send(signal: .terminate)
        guard (try? await Task.sleep(for: .seconds(2))) != nil else { return .clock(timedOut: true) }
        try? execution.send(signal: .kill)
        return .clock(timedOut: true)
      }
      var timedOut = false
      while let watch = try await group.next() {
        switch watch {
        case .outputEnded: group.cancelAll()
        case .clock(let reached): timedOut = timedOut || reached
        }
      }
      return timedOut
    }
  }
}

/// Where a child's output goes: a file created (or emptied) for it, or nowhere.
private final class OutputSink: Sendable {
  private let handle: FileHandle?

  init(_ file: URL?) throws(MutationError) {
    guard let file else {
      handle = nil
      return
    }
    guard FileManager.default.createFile(atPath: file.path, contents: nil),
      let handle = try? FileHandle(forWritingTo: file)
    else {
      throw .file("cannot create \(file.path)")
    }
    self.handle = handle
  }

  func write(_ bytes: UnsafeRawBufferPointer) {
    guard let handle, !bytes.isEmpty else { return }
    try? handle.write(contentsOf: Data(bytes))
  }

  func close() {
    try? handle?.close()
  }
}
