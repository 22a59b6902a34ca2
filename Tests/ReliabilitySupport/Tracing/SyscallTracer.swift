import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a child under `ptrace`, stopped at every system call, and shows the
/// caller each `pwrite64` to a file it watches, at its entry and at its exit;
/// the caller may kill the child (`SIGKILL`) right there, while it is stopped.
///
/// This is what places a kill inside a write deterministically, whatever the
/// machine's load: the child cannot run on between the moment a write is seen
/// and the kill. Every thread of the child is traced (`PTRACE_O_TRACECLONE`),
/// and the child dies if this process does (`PTRACE_O_EXITKILL`). The
/// ptrace calls must all come from one thread: ``run(_:watching:timeout:onWrite:)``
/// is synchronous and never suspends.
package enum SyscallTracer {
  /// What to do with the child at a write.
  package enum Verdict {
    case proceed
    case kill
  }

  /// Why the child could not be traced.
  package struct Unavailable: Error, CustomStringConvertible {
    package var description: String
  }

  /// Why a traced run's end is unknown.
  package struct Lost: Error, CustomStringConvertible {
    package var description: String
  }

  /// How a traced run ended.
  package struct Outcome {
    package var result: ChildResult
    /// Whether `onWrite` asked for the kill (and the child was stopped there).
    package var killedAtWrite: Bool
  }

  /// Runs `child`, started ``ChildProcess/Start/stoppedForTracing``, to its
  /// end; `onWrite` sees each `pwrite64` to a file whose path ends with
  /// `suffix`. The child is killed after `timeout` seconds.
  package static func run(
    _ child: ChildProcess, watching suffix: String, timeout: Double = 120,
    onWrite: (FileWrite) throws -> Verdict
  ) throws -> Outcome {
    #if os(Linux)
      try traceOnLinux(child, watching: suffix, timeout: timeout, onWrite: onWrite)
    #else
      child.send(SIGKILL)
      _ = child.wait(timeout: 10)
      throw Unavailable(description: Ptrace.unsupportedReason ?? "tracing needs Linux")
    #endif
  }

  #if os(Linux)
    private static func traceOnLinux(
      _ child: ChildProcess, watching suffix: String, timeout: Double,
      onWrite: (FileWrite) throws -> Verdict
    ) throws -> Outcome {
      let pid = child.pid
      var status: Int32 = 0
      // The shell stops itself before it becomes the executable.
      while waitpid(pid, &status, WUNTRACED) == -1 && errno == EINTR {}
      guard status & 0xff == 0x7f else {
        return Outcome(result: child.finish(status: status), killedAtWrite: false)
      }
      let options = Ptrace.traceSysGood | Ptrace.traceClone | Ptrace.traceExec | Ptrace.exitKill
      if let reason = Ptrace.unsupportedReason
        ?? (Ptrace.call(Ptrace.seize, pid, data: options) == 0
          ? nil : "ptrace(PTRACE_SEIZE) failed: \(String(cString: strerror(errno)))")
      {
        kill(pid, SIGKILL)
        _ = child.wait(timeout: 10)
        throw Unavailable(description: reason)
      }
      kill(pid, SIGCONT)
      let watchdog = DispatchWorkItem { kill(-pid, SIGKILL) }
      DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
      defer { watchdog.cancel() }

      var pending: [pid_t: FileWrite] = [:]
      var killed = false
      var leaderStatus: Int32?
      var failure: (any Error)?
      while true {
        let thread = waitpid(-pid, &status, Int32(__WALL))
        if thread == -1 {
          if errno == EINTR { continue }
          break
        }
        guard status & 0xff == 0x7f else {
          // Exited or killed: the leader's status is the process's.
          if thread == pid { leaderStatus = status }
          continue
        }
        let signal = (status >> 8) & 0xff
        let event = status >> 16
        var inject: Int32 = 0
        if signal == SIGTRAP | 0x80, !killed, let info = Ptrace.syscallInfo(thread) {
          let write = Self.write(of: thread, process: pid, info: info, pending: &pending, suffix: suffix)
          if let write, failure == nil {
            do {
              if try onWrite(write) == .kill {
                kill(pid, SIGKILL)
                killed = true
                continue
              }
            } catch {
              failure = error
              kill(pid, SIGKILL)
              continue
            }
          }
        } else if signal != SIGTRAP | 0x80 && event == 0 {
          // A signal on its way to the child: let it through.
          inject = signal
        }
        Ptrace.call(Ptrace.syscall, thread, data: Int(inject))
      }
      if let failure { throw failure }
      guard let leaderStatus else { throw Lost(description: "the end of traced process \(pid) was not seen") }
      return Outcome(result: child.finish(status: leaderStatus), killedAtWrite: killed)
    }

    /// The write `thread` is stopped at, if it is a `pwrite64` to a watched file.
    private static func write(
      of thread: pid_t, process: pid_t, info: [UInt64], pending: inout [pid_t: FileWrite], suffix: String
    ) -> FileWrite? {
      let op = UInt8(truncatingIfNeeded: info[0])
      if op == Ptrace.syscallExit {
        guard var write = pending.removeValue(forKey: thread) else { return nil }
        write.phase = .exit(result: Int(Int64(bitPattern: info[3])))
        return write
      }
      guard op == Ptrace.syscallEntry else { return nil }
      pending[thread] = nil
      guard info[3] == Ptrace.pwrite64 else { return nil }
      let descriptor = Int32(truncatingIfNeeded: info[4])
      guard
        let path = try? FileManager.default.destinationOfSymbolicLink(
          atPath: "/proc/\(process)/fd/\(descriptor)"),
        path.hasSuffix(suffix)
      else { return nil }
      let count = Int(info[6])
      let write = FileWrite(
        phase: .entry, path: path, offset: Int(info[7]), count: count,
        head: memory(of: process, at: info[5], count: min(count, 32)))
      pending[thread] = write
      return write
    }

    /// `count` bytes of the stopped child's memory at `address`.
    private static func memory(of process: pid_t, at address: UInt64, count: Int) -> [UInt8] {
      let descriptor = open("/proc/\(process)/mem", O_RDONLY)
      guard descriptor >= 0 else { return [] }
      defer { close(descriptor) }
      var bytes = [UInt8](repeating: 0, count: count)
      let read = bytes.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress, count, off_t(Int64(bitPattern: address)))
      }
      return read == count ? bytes : []
    }
  #endif
}
