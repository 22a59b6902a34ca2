import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Linux's `ptrace(2)`, the little of it ``SyscallTracer`` needs.
///
/// Glibc declares `ptrace` variadic, which Swift does not import: it is
/// called through its address with the four arguments the kernel takes
/// (on x86-64 and arm64 a variadic call passes them in the same registers).
/// The request numbers are the kernel's (`linux/ptrace.h`), the same on every
/// architecture.
package enum Ptrace {
  /// Why tracing cannot work on this machine, or `nil` if it may.
  package static var unsupportedReason: String? {
    #if os(Linux) && (arch(x86_64) || arch(arm64))
      function == nil ? "ptrace was not found in the C library" : nil
    #else
      "the kill points are placed with Linux's ptrace (x86-64 or arm64), which this machine does not have"
    #endif
  }

  package static let seize: CInt = 0x4206
  package static let syscall: CInt = 24
  package static let getSyscallInfo: CInt = 0x420e

  package static let traceSysGood = 0x1
  package static let traceClone = 0x8
  package static let traceExec = 0x10
  package static let exitKill = 0x10_0000

  /// `ptrace_syscall_info.op`: the stop is at a system call's entry, or at its exit.
  package static let syscallEntry: UInt8 = 1
  package static let syscallExit: UInt8 = 2

  /// The number of `pwrite64` on this machine.
  package static var pwrite64: UInt64 {
    #if arch(x86_64)
      18
    #else
      68
    #endif
  }

  private typealias Function =
    @convention(c) (
      CInt, pid_t, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
    ) -> CLong

  private static let function: Function? = {
    #if os(Linux)
      guard let library = dlopen(nil, RTLD_NOW), let symbol = dlsym(library, "ptrace") else { return nil }
      return unsafeBitCast(symbol, to: Function.self)
    #else
      return nil
    #endif
  }()

  /// Calls `ptrace(request, thread, address, data)`; -1 and `errno` on failure.
  @discardableResult
  package static func call(_ request: CInt, _ thread: pid_t, address: Int = 0, data: Int = 0) -> Int {
    guard let function else {
      errno = ENOSYS
      return -1
    }
    return function(
      request, thread, UnsafeMutableRawPointer(bitPattern: address), UnsafeMutableRawPointer(bitPattern: data)
    )
  }

  /// The system call `thread` is stopped at: `ptrace_syscall_info` read as
  /// 64-bit words (op in the first byte; then the instruction and stack
  /// pointers; then at an entry the number and six arguments, at an exit the
  /// return value).
  package static func syscallInfo(_ thread: pid_t) -> [UInt64]? {
    var words = [UInt64](repeating: 0, count: 11)
    let size = words.count * 8
    let read = words.withUnsafeMutableBytes { buffer in
      guard let function else { return -1 }
      return function(getSyscallInfo, thread, UnsafeMutableRawPointer(bitPattern: size), buffer.baseAddress)
    }
    return read > 0 ? words : nil
  }
}
