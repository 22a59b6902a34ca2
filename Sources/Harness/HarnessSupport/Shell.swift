import Foundation
internal import Subprocess

/// Runs a program through swift-subprocess and collects what it prints, its standard
/// output and its standard error apart: a tool's machine output (llvm-cov's JSON, git's
/// text) is read from its standard output alone, so a warning on standard error never
/// ends up inside it. It is asynchronous all the way: no thread is blocked waiting for a
/// child, so runs from many tasks at once never starve the cooperative pool.
public enum Shell {
  /// The outcome of a finished program.
  public struct Result: Sendable {
    /// The exit status, or the signal that ended it.
    public var status: Int32
    /// What it wrote to standard output.
    public var standardOutput: String
    /// What it wrote to standard error.
    public var standardError: String
    /// Both, interleaved in the order the chunks arrived: for a person to read, never to parse.
    public var output: String
  }

  /// Runs `arguments` in `directory`, with `environment` in place of this process's
  /// when set; the first argument is looked up on `PATH` (the environment's, else this
  /// process's), or, holding a `/`, is a path from `directory`. Standard input is empty.
  /// When `echo` is set, each chunk of output (either stream) is passed to it as it comes.
  /// Throws `HarnessError.tool` when the program cannot be started (not found, say).
  public static func run(
    _ arguments: [String], in directory: URL, environment: [String: String]? = nil,
    echo: (@Sendable (String) -> Void)? = nil
  ) async throws(HarnessError) -> Result {
    guard let program = arguments.first else { throw .tool("no program to run") }
    let collected = Collected()
    let status: TerminationStatus
    do {
      status = try await Subprocess.run(
        executable(program, in: directory), arguments: Arguments(Array(arguments.dropFirst())),
        environment: environment.map { .custom(keys($0)) } ?? .inherit,
        workingDirectory: .init(directory.path), input: .none, output: .sequence, error: .sequence
      ) { execution in
        // Both streams are read to their ends at once: one read after the other could
        // wait on the first while the child blocks writing the second.
        async let output: Void = collect(execution.standardOutput, into: collected, .output, echo: echo)
        async let error: Void = collect(execution.standardError, into: collected, .error, echo: echo)
        try await output
        try await error
      }.terminationStatus
    } catch {
      throw .tool("cannot run \(program): \(error)")
    }
    return Result(
      status: code(of: status), standardOutput: collected.text(.output),
      standardError: collected.text(.error),
      output: collected.text(.both))
  }

  /// Runs `executable` with `arguments` on this process's standard input, output and error,
  /// as if the user had started it: what `archlab run --step` hands over to the `archlab` of
  /// a growth step. Returns its exit status (or the number of the signal that ended it).
  /// Throws `HarnessError.tool` when it cannot be started.
  public static func runAttached(_ executable: URL, arguments: [String]) async throws(HarnessError) -> Int32 {
    do {
      let status = try await Subprocess.run(
        .path(.init(executable.path)), arguments: Arguments(arguments), input: .currentStandardInput,
        output: .currentStandardOutput, error: .currentStandardError
      ).terminationStatus
      return code(of: status)
    } catch {
      throw .tool("cannot start \(executable.path): \(error)")
    }
  }

  /// The first line a command prints on standard output, or `nil` if it fails.
  public static func firstLine(_ arguments: [String], in directory: URL) async -> String? {
    guard let result = try? await run(arguments, in: directory), result.status == 0 else { return nil }
    return result.standardOutput.split(separator: "\n").first.map(String.init)
  }

  /// A program's name, looked up on `PATH`, or its path, from `directory` when relative.
  private static func executable(_ program: String, in directory: URL) -> Executable {
    guard program.contains("/") else { return .name(program) }
    let path = program.hasPrefix("/") ? program : directory.appendingPathComponent(program).path
    return .path(.init(path))
  }

  /// The exit status, or the number of the signal that ended the program.
  private static func code(of status: TerminationStatus) -> Int32 {
    switch status {
    case .exited(let code): code
    case .signaled(let signal): signal
    }
  }

  private static func keys(_ environment: [String: String]) -> [Environment.Key: String] {
    Dictionary(uniqueKeysWithValues: environment.map { (Environment.Key(stringLiteral: $0.key), $0.value) })
  }

  private static func collect(
    _ stream: SubprocessOutputSequence, into collected: Collected, _ kind: Collected.Stream,
    echo: (@Sendable (String) -> Void)?
  ) async throws {
    for try await buffer in stream {
      let data = buffer.withUnsafeBytes { Data($0) }
      collected.append(data, to: kind)
      echo?(String(decoding: data, as: UTF8.self))
    }
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
