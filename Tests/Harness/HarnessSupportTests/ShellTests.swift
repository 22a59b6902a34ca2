import Foundation
import HarnessSupport
import Testing

/// `Shell`, which runs programs through swift-subprocess.
@Suite("Running a program")
struct ShellTests {
  static let root = URL(filePath: "/")

  @Test("Standard output and standard error are collected apart, and both in the order they came")
  func streamsApart() async throws {
    let result = try await Shell.run(
      ["sh", "-c", "echo out; echo err >&2; echo more; exit 3"], in: Self.root)
    #expect(result.status == 3)
    #expect(result.standardOutput == "out\nmore\n")
    #expect(result.standardError == "err\n")
    #expect(result.output.contains("out") && result.output.contains("err") && result.output.contains("more"))
    #expect(result.output.count == "out\nerr\nmore\n".count)
  }

  @Test("A nonzero status is a result, not an error; the first line is nil then")
  func nonzeroStatus() async throws {
    #expect(try await Shell.run(["false"], in: Self.root).status == 1)
    #expect(await Shell.firstLine(["sh", "-c", "echo no; exit 1"], in: Self.root) == nil)
    #expect(await Shell.firstLine(["sh", "-c", "echo one; echo two"], in: Self.root) == "one")
  }

  @Test("A program ended by a signal has the signal's number as its status")
  func signal() async throws {
    #expect(try await Shell.run(["sh", "-c", "kill -TERM $$"], in: Self.root).status == SIGTERM)
  }

  @Test("Echo receives each chunk while the program runs, from both streams")
  func echo() async throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "archlab-shell-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // The program waits (up to a minute) for the file echo writes when it is given the first
    // line: it says "seen" only if echo had that line before the program ended.
    let chunks = Chunks()
    let result = try await Shell.run(
      [
        "sh", "-c",
        "echo ready >&2; i=0; while [ ! -f seen ] && [ $i -lt 1200 ]; do sleep 0.05; i=$((i+1)); done; "
          + "if [ -f seen ]; then echo seen; else echo late; fi",
      ], in: folder
    ) { chunk in
      chunks.append(chunk)
      if chunk.contains("ready") {
        _ = FileManager.default.createFile(atPath: folder.appending(path: "seen").path, contents: nil)
      }
    }
    #expect(result.standardError == "ready\n")
    #expect(result.standardOutput == "seen\n")
    #expect(chunks.all.joined().split(separator: "\n").sorted() == ["ready", "seen"])
    #expect(result.output == "ready\nseen\n")
  }

  @Test("The environment given replaces this process's, and the program runs in the folder given")
  func environmentAndFolder() async throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "archlab-shell-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let result = try await Shell.run(
      ["sh", "-c", "pwd; echo \"$ARCHLAB_SHELL_TEST\"; echo \"${HOME:-no home}\""], in: folder,
      environment: ["PATH": path, "ARCHLAB_SHELL_TEST": "given"])
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(URL(filePath: lines[0]).resolvingSymlinksInPath() == folder.resolvingSymlinksInPath())
    #expect(lines[1] == "given")
    #expect(lines[2] == "no home")
  }

  @Test("A program given by a path relative to the folder runs from there")
  func relativePath() async throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "archlab-shell-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appending(path: "hello.sh")
    try Data("#!/bin/sh\necho hello\n".utf8).write(to: script)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    #expect(try await Shell.run(["./hello.sh"], in: folder).standardOutput == "hello\n")
  }

  @Test("A program that is not there is a clear error naming it")
  func missingProgram() async throws {
    let error = await #expect(throws: HarnessError.self) {
      try await Shell.run(["archlab-no-such-program"], in: Self.root)
    }
    let message = error?.description ?? ""
    #expect(message.contains("cannot run archlab-no-such-program"), "\(message)")
    #expect(message.contains("not found"), "\(message)")
  }

  @Test("An attached program has this process's standard input, output and error, and its status is returned")
  func attached() async throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "shell-attached-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appending(path: "streams")
    // readlink, in a subshell, reads what the shell's own three streams are; the shell writes that down.
    let status = try await Shell.runAttached(
      URL(filePath: "/bin/sh"),
      arguments: [
        "-c", "s=$(readlink /proc/$$/fd/0 /proc/$$/fd/1 /proc/$$/fd/2); echo \"$s\" > '\(file.path)'; exit 7",
      ])
    #expect(status == 7)
    let mine = try (0...2).map {
      try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\($0)")
    }
    let theirs = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
    #expect(theirs == mine)
    let error = await #expect(throws: HarnessError.self) {
      try await Shell.runAttached(URL(filePath: "/nonexistent/archlab"), arguments: [])
    }
    #expect(
      error?.description.contains("cannot start /nonexistent/archlab") == true, "\(String(describing: error))"
    )
  }

  @Test("Two runs at once from tests both finish: nothing blocks the pool while a child runs")
  func concurrentRuns() async throws {
    // More runs at once than the cooperative pool has threads: a runner that blocked a
    // thread until its child ended would leave the others' reads without one.
    let count = ProcessInfo.processInfo.activeProcessorCount * 2 + 2
    let outputs = try await withThrowingTaskGroup(of: String.self) { group in
      for index in 0..<count {
        group.addTask {
          try await Shell.run(["sh", "-c", "sleep 0.3; echo \(index)"], in: Self.root).standardOutput
        }
      }
      return try await group.reduce(into: [String]()) { $0.append($1) }
    }
    #expect(Set(outputs) == Set((0..<count).map { "\($0)\n" }))
  }

  @Test("A run from a test beside another one (the deadlock case of a blocking runner)")
  func besideAnother() async throws {
    #expect(
      try await Shell.run(["sh", "-c", "sleep 0.3; echo one"], in: Self.root).standardOutput == "one\n")
  }

  @Test("The other run beside it")
  func besideOne() async throws {
    #expect(
      try await Shell.run(["sh", "-c", "sleep 0.3; echo two"], in: Self.root).standardOutput == "two\n")
  }
}

/// The chunks `echo` was given, in order.
private final class Chunks: @unchecked Sendable {
  private let lock = NSLock()
  private var chunks: [String] = []

  var all: [String] { lock.withLock { chunks } }

  func append(_ chunk: String) {
    lock.withLock { chunks.append(chunk) }
  }
}
