import Foundation
import HarnessSupport
import Testing

@testable import TestRuns

/// The compiler's errors come from its serialized diagnostics, read with the
/// toolchain's libclang, never from its console text.
@Suite("Compiler diagnostics from .dia files")
struct CompilerDiagnosticsTests {
  /// A folder holding `source` as `Bad.swift` and the `.dia` the compiler wrote for it.
  func compile(_ source: String) async throws -> (folder: URL, dia: URL) {
    let folder = FileManager.default.temporaryDirectory.appending(path: "archlab-dia-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appending(path: ".build"), withIntermediateDirectories: true)
    try Data(source.utf8).write(to: folder.appending(path: "Bad.swift"))
    let dia = folder.appending(path: ".build/Bad.dia")
    let result = try await Shell.run(
      ["swiftc", "-frontend", "-typecheck", "Bad.swift", "-serialize-diagnostics-path", dia.path], in: folder)
    #expect(result.status != 0, "the source should not compile")
    return (folder, dia)
  }

  @Test("Each error is read with its file, line, column and message")
  func errors() async throws {
    let (folder, dia) = try await compile("let x: Int = \"a\"\nfunc f() { undefinedThing() }\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    let read = try CompilerDiagnostics.read(file: dia, libclang: Toolchain.libclang(), root: folder)
    let errors = read.filter { $0.severity == .error }
    #expect(errors.map(\.line) == [1, 2])
    #expect(errors.allSatisfy { $0.file == "Bad.swift" })
    #expect(errors[1].message.contains("undefinedThing"))
    #expect(errors[1].description.hasPrefix("Bad.swift:2:12: error: "))
  }

  @Test(
    "A build folder's .dia files written since a date give its errors, each once; older ones are left out")
  func buildFolder() async throws {
    let (folder, dia) = try await compile("func f() -> Int { \"not a number\" }\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appending(path: ".build/Copy.dia")
    try FileManager.default.copyItem(at: dia, to: copy)
    let errors = CompilerDiagnostics.errors(
      in: folder.appending(path: ".build"), since: .distantPast, root: folder)
    #expect(errors.count == 1)
    #expect(
      CompilerDiagnostics.errors(in: folder.appending(path: ".build"), since: .distantFuture, root: folder)
        .isEmpty)
  }

  @Test("A file that is not a .dia is refused with a message")
  func notADia() throws {
    let file = FileManager.default.temporaryDirectory.appending(path: "archlab-not-\(UUID().uuidString).dia")
    try Data("not diagnostics".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(throws: HarnessError.self) {
      try CompilerDiagnostics.read(
        file: file, libclang: Toolchain.libclang(), root: file.deletingLastPathComponent())
    }
  }
}
