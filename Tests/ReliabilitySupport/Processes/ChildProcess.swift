import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A child process started with `posix_spawn`: its standard output and error
/// are files in a private folder, so nothing can fill a pipe and block it.
package final class ChildProcess {
  /// How the child starts.
  package enum Start {
    /// At once, reading its standard input from a file.
    case running
    /// At once, its standard input a pipe that stays empty and open until
    /// ``ChildProcess/releaseInput()``: children started so wait for it together.
    case waitingForInput
    /// Stopped (`SIGSTOP`) before it runs the executable, in a process group of
    /// its own, for ``SyscallTracer`` to attach first.
    case stoppedForTracing
  }

  /// The process id.
  package let pid: pid_t
  private let folder: TemporaryDirectory
  private var result: ChildResult?
  private var heldInput: (descriptor: Int32, data: Data)?

  /// Starts `executable` with `arguments`, `input` on its standard input.
  ///
  /// The child inherits this environment, with `XDG_DATA_HOME` pointing into
  /// its own folder so that nothing can touch a real default database.
  /// `asUser` runs it under another user id (through `setpriv`), for checks
  /// that permissions cannot make as root.
  package init(
    _ executable: String, _ arguments: [String], input: Data = Data(), start: Start = .running,
    asUser userID: UInt32? = nil
  ) throws {
    folder = TemporaryDirectory()
    var command = [executable] + arguments
    if let userID {
      command =
        ["/usr/bin/setpriv", "--reuid=\(userID)", "--regid=\(userID)", "--clear-groups", "--"] + command
    }
    if start == .stoppedForTracing {
      // The shell stops itself; once traced and continued, it becomes the executable.
      command = ["/bin/sh", "-c", "kill -STOP $$; exec \"$0\" \"$@\""] + command
    }
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_DATA_HOME"] = folder.file("xdg-data")
    if userID != nil {
      // Under `swift test --enable-code-coverage` the child would write its
      // profile where only this user may, and say so on standard error.
      chmod(folder.path, 0o777)
      environment["LLVM_PROFILE_FILE"] = folder.file("child-%p.profraw")
    }
    let argv = command.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    #if canImport(Glibc)
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #else
      var actions: posix_spawn_file_actions_t?
      var attributes: posix_spawnattr_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var pipeEnds: [Int32] = [-1, -1]
    if start == .waitingForInput {
      // Close-on-exec: another child spawned meanwhile must not hold the pipe open.
      let made = pipe(&pipeEnds) == 0 && pipeEnds.allSatisfy { fcntl($0, F_SETFD, FD_CLOEXEC) == 0 }
      guard made else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
      posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], 0)
    } else {
      let inputPath = folder.file("stdin")
      try input.write(to: URL(fileURLWithPath: inputPath))
      posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 1, folder.file("stdout"), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, folder.file("stderr"), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    if start == .stoppedForTracing {
      posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
      posix_spawnattr_setpgroup(&attributes, 0)
    }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, command[0], &actions, &attributes, argv, envp)
    if start == .waitingForInput { close(pipeEnds[0]) }
    guard status == 0 else {
      if start == .waitingForInput { close(pipeEnds[1]) }
      throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO)
    }
    self.pid = pid
    if start == .waitingForInput { heldInput = (pipeEnds[1], input) }
  }

  /// Runs the built `archlab` with `arguments` to its end (at most `timeout` seconds).
  package static func archlab(
    _ arguments: [String], input: String = "", asUser userID: UInt32? = nil, timeout: Double = 120
  ) throws -> ChildResult {
    try archlab(arguments, input: Data(input.utf8), asUser: userID, timeout: timeout)
  }

  /// Runs the built `archlab` with `arguments` and raw bytes on standard input.
  package static func archlab(
    _ arguments: [String], input: Data, asUser userID: UInt32? = nil, timeout: Double = 120
  ) throws -> ChildResult {
    let child = try ChildProcess(try requireBinary(), arguments, input: input, asUser: userID)
    return child.wait(timeout: timeout)
  }

  /// The path of `archlab`; throws if it was not built (the suites are skipped then).
  package static func requireBinary() throws -> String {
    guard let path = ArchLabBinary.path else { throw POSIXError(.ENOENT) }
    return path
  }

  /// Whether the child is blocked reading its (still empty) standard input: one of its
  /// threads is in `read` on descriptor 0, as `/proc` shows. Any thread, not the main one:
  /// an async `archlab` reads on the thread that runs its main actor, and on Linux its main
  /// thread has ended (`dispatchMain`).
  package var isWaitingForInput: Bool {
    let tasks = "/proc/\(pid)/task"
    guard let threads = try? FileManager.default.contentsOfDirectory(atPath: tasks) else { return false }
    return threads.contains { thread in
      guard let text = try? String(contentsOfFile: "\(tasks)/\(thread)/syscall", encoding: .utf8) else {
        return false
      }
      let fields = text.split(separator: " ")
      return fields.count > 1 && fields[0] == "\(Self.readSystemCall)" && fields[1] == "0x0"
    }
  }

  /// The number of the `read` system call on this machine.
  private static var readSystemCall: Int {
    #if arch(x86_64)
      0
    #else
      63
    #endif
  }

  /// Writes the held input to a child started ``Start/waitingForInput`` and closes it.
  package func releaseInput() {
    guard let (descriptor, data) = heldInput else { return }
    heldInput = nil
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 && errno == EINTR { continue }
        if written <= 0 { break }
        offset += written
      }
    }
    close(descriptor)
  }

  /// The result, if the child has ended; never blocks.
  package func poll() -> ChildResult? {
    if let result { return result }
    var status: Int32 = 0
    var ended: pid_t
    repeat { ended = waitpid(pid, &status, WNOHANG) } while ended == -1 && errno == EINTR
    guard ended == pid else { return nil }
    return finish(status: status)
  }

  /// Records the end of the child from its wait status (``SyscallTracer`` reaps
  /// the children it traces itself), and returns its result.
  @discardableResult
  package func finish(status: Int32) -> ChildResult {
    let signal = status & 0x7f
    let result = ChildResult(
      exitStatus: signal == 0 ? (status >> 8) & 0xff : nil, signal: signal == 0 ? nil : signal,
      standardOutput: read("stdout"), standardError: read("stderr"))
    self.result = result
    return result
  }

  /// Waits for the end, killing the child after `timeout` seconds.
  package func wait(timeout: Double = 120) -> ChildResult {
    releaseInput()
    let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
    while ContinuousClock.now < deadline {
      if let result = poll() { return result }
      usleep(2000)
    }
    send(SIGKILL)
    while true {
      if var result = poll() {
        result.timedOut = true
        return result
      }
      usleep(2000)
    }
  }

  /// Sends `signal` to the child.
  package func send(_ signal: Int32) {
    _ = kill(pid, signal)
  }

  private func read(_ name: String) -> String {
    let data = FileManager.default.contents(atPath: folder.file(name)) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }

  deinit {
    if let (descriptor, _) = heldInput {
      close(descriptor)
      heldInput = nil
    }
    if result == nil {
      send(SIGKILL)
      _ = wait(timeout: 10)
    }
  }
}
