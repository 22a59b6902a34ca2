import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `archlab` executable built beside the test bundle, found once.
///
/// `swift test` builds every product of the package, so after `swift test`
/// (or `swift build --product archlab`) it sits next to the test bundle:
/// `.build/debug/archlab`. `ARCHLAB_BINARY` overrides the search. The suites
/// that run it are skipped, saying so, when it is missing.
enum ArchLabBinary {
  /// The path of the executable, or `nil` if it was not built.
  static let path: String? = candidates.first { FileManager.default.isExecutableFile(atPath: $0) }

  /// Why the process-level suites are skipped when ``path`` is `nil`.
  static let missingMessage =
    "the archlab executable was not found (looked at \(candidates.joined(separator: ", "))); "
    + "build it with `swift build --product archlab` (swift test builds it too) or set ARCHLAB_BINARY"

  /// Where to look, in order.
  static var candidates: [String] {
    if let path = ProcessInfo.processInfo.environment["ARCHLAB_BINARY"], !path.isEmpty { return [path] }
    var folders: [URL] = []
    // Linux: the test bundle is an executable in the build folder, and the
    // main bundle is that folder. macOS: the bundle is a `.xctest` folder there.
    if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      folders.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
    }
    folders.append(Bundle.main.bundleURL)
    folders.append(
      contentsOf: Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }.map {
        $0.deletingLastPathComponent()
      })
    var seen = Set<String>()
    return folders.map { $0.appendingPathComponent("archlab").standardizedFileURL.path }.filter {
      seen.insert($0).inserted
    }
  }
}

/// How a child process ended.
struct ChildResult: Sendable, CustomStringConvertible {
  /// The exit status, if it exited.
  var exitStatus: Int32?
  /// The signal that ended it, if one did.
  var signal: Int32?
  /// Everything it wrote to standard output.
  var standardOutput: String
  /// Everything it wrote to standard error.
  var standardError: String
  /// Whether it was killed for running past its time.
  var timedOut = false

  /// Standard error split into lines, without the empty last one.
  var errorLines: [String] {
    standardError.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter {
      !$0.isEmpty
    }
  }

  var description: String {
    let end =
      timedOut
      ? "killed after its timeout" : exitStatus.map { "exit \($0)" } ?? signal.map { "signal \($0)" } ?? "?"
    return "\(end); stdout: \(standardOutput.prefix(600)); stderr: \(standardError.prefix(600))"
  }
}

/// A child process started with `posix_spawn`: its standard streams are files
/// in a private folder, so nothing can fill a pipe and block it.
final class ChildProcess {
  /// The process id.
  let pid: pid_t
  private let folder: TemporaryDirectory
  private var result: ChildResult?

  /// Starts `executable` with `arguments`, `input` on its standard input.
  ///
  /// The child inherits this environment, with `XDG_DATA_HOME` pointing into
  /// its own folder so that nothing can touch a real default database.
  /// `asUser` runs it under another user id (through `setpriv`), for checks
  /// that permissions cannot make as root.
  init(
    _ executable: String, _ arguments: [String], input: Data = Data(), asUser userID: UInt32? = nil
  ) throws {
    folder = TemporaryDirectory()
    let inputPath = folder.file("stdin")
    try input.write(to: URL(fileURLWithPath: inputPath))
    var command = [executable] + arguments
    if let userID {
      command =
        ["/usr/bin/setpriv", "--reuid=\(userID)", "--regid=\(userID)", "--clear-groups", "--"] + command
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
    #else
      var actions: posix_spawn_file_actions_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, folder.file("stdout"), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, folder.file("stderr"), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    var pid: pid_t = 0
    let status = posix_spawn(&pid, command[0], &actions, nil, argv, envp)
    guard status == 0 else {
      throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO)
    }
    self.pid = pid
  }

  /// Runs the built `archlab` with `arguments` to its end (at most `timeout` seconds).
  static func archlab(
    _ arguments: [String], input: String = "", asUser userID: UInt32? = nil, timeout: Double = 120
  ) throws -> ChildResult {
    try archlab(arguments, input: Data(input.utf8), asUser: userID, timeout: timeout)
  }

  /// Runs the built `archlab` with `arguments` and raw bytes on standard input.
  static func archlab(
    _ arguments: [String], input: Data, asUser userID: UInt32? = nil, timeout: Double = 120
  ) throws -> ChildResult {
    let child = try ChildProcess(try requireBinary(), arguments, input: input, asUser: userID)
    return child.wait(timeout: timeout)
  }

  /// The path of `archlab`; throws if it was not built (the suites are skipped then).
  static func requireBinary() throws -> String {
    guard let path = ArchLabBinary.path else { throw POSIXError(.ENOENT) }
    return path
  }

  /// The result, if the child has ended; never blocks.
  func poll() -> ChildResult? {
    if let result { return result }
    var status: Int32 = 0
    var ended: pid_t
    repeat { ended = waitpid(pid, &status, WNOHANG) } while ended == -1 && errno == EINTR
    guard ended == pid else { return nil }
    let signal = status & 0x7f
    let result = ChildResult(
      exitStatus: signal == 0 ? (status >> 8) & 0xff : nil, signal: signal == 0 ? nil : signal,
      standardOutput: read("stdout"), standardError: read("stderr"))
    self.result = result
    return result
  }

  /// Waits for the end, killing the child after `timeout` seconds.
  func wait(timeout: Double = 120) -> ChildResult {
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
  func send(_ signal: Int32) {
    _ = kill(pid, signal)
  }

  private func read(_ name: String) -> String {
    let data = FileManager.default.contents(atPath: folder.file(name)) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }

  deinit {
    if result == nil {
      send(SIGKILL)
      _ = wait(timeout: 10)
    }
  }
}

extension TemporaryDirectory {
  /// The names in the folder, sorted.
  func contents() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
  }
}
