import Foundation
import HarnessSupport
import Testing

@testable import Mutation

/// The compiler's errors on rewritten code, traced back to the mutants that caused them.
@Suite("Unviable mutants")
struct UnviableMutantsTests {
  @Test(
    "Compiler errors are read from the build's serialized diagnostics, with their file, line, column and message; a build a moment before is not read"
  )
  func reading() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mutation-dia-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent(".build"), withIntermediateDirectories: true)
    try "let a = 1\nlet b: Int = x\n".write(
      to: folder.appendingPathComponent("Sample.swift"), atomically: true, encoding: .utf8)
    try "let c = y\n".write(
      to: folder.appendingPathComponent("Earlier.swift"), atomically: true, encoding: .utf8)
    let typecheck = { (file: String) in
      try await Shell.run(
        [
          "swiftc", "-frontend", "-typecheck", "-primary-file", folder.appendingPathComponent(file).path,
          "-serialize-diagnostics-path", ".build/\(file.dropLast(6)).dia",
        ], in: folder)
    }
    // A build a moment before leaves its diagnostics: within the clock's second, but not this build's.
    #expect(try await typecheck("Earlier.swift").status != 0)
    let started = Date()
    let before = BuildDiagnostic.stamps(in: folder.appendingPathComponent(".build"))
    #expect(try await typecheck("Sample.swift").status != 0)
    let errors = BuildDiagnostic.errors(
      in: folder.appendingPathComponent(".build"), since: started, before: before)
    #expect(
      errors == [
        BuildDiagnostic(
          path: folder.appendingPathComponent("Sample.swift").path, line: 2, column: 14,
          message: "cannot find 'x' in scope")
      ])
  }

  @Test("An error in a mutant's code, in its schema, or in a closure it emptied condemns that mutant alone")
  func attribution() async throws {
    let source = """
      struct Box { init(_ make: () -> Int) {} }
      func compute() -> Int { 1 }
      let small: Int8 = 127
      let box = Box { compute() }
      let sum = compute() + 2
      """
    let file = MutatedFile(path: "Sources/Demo/Sample.swift", module: "Demo", source: source, firstID: 1)
    let schema = file.schema(dropping: [])
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mutation-unviable-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try schema.text.write(
      to: folder.appendingPathComponent("Sample.swift"), atomically: true, encoding: .utf8)
    try MutantSwitch.source.write(
      to: folder.appendingPathComponent(MutantSwitch.fileName), atomically: true, encoding: .utf8)
    let started = Date()
    let before = BuildDiagnostic.stamps(in: folder)
    let compile = try await Shell.run(
      [
        "swiftc", "-frontend", "-c", "-swift-version", "6", "-parse-as-library", "-module-name", "Demo",
        "-primary-file", "Sample.swift", MutantSwitch.fileName, "-o", "Sample.o",
        "-serialize-diagnostics-path",
        "Sample.dia",
      ],
      in: folder)
    #expect(compile.status != 0)
    let errors = BuildDiagnostic.errors(in: folder, since: started, before: before).map { error in
      var relative = error
      relative.path = "Sources/Demo/Sample.swift"
      return relative
    }
    let unviable = UnviableMutants(
      errors: errors, files: ["Sources/Demo/Sample.swift": .init(text: schema.text, spans: schema.spans)])
    let overflow = try #require(file.mutants.first { $0.mutated == "128" })
    let emptied = try #require(
      file.mutants.first { $0.mutationOperator == .removedCall && $0.original == "compute()" })
    #expect(Set(unviable.mutants.keys) == [overflow.id, emptied.id])
    #expect(unviable.unexplained.isEmpty)
    #expect(unviable.mutants[overflow.id]?.contains("overflows") == true)
  }

  @Test("An error outside every mutant is left unexplained")
  func unexplained() {
    let text = "let a = 1\nlet b = (__mutant(1) ? (2) : (1))\n"
    let spans = [SchemaWriter.Span(id: 1, schema: 18..<43, mutated: 34..<35)]
    let errors = [BuildDiagnostic(path: "A.swift", line: 1, column: 5, message: "broken")]
    let unviable = UnviableMutants(errors: errors, files: ["A.swift": .init(text: text, spans: spans)])
    #expect(unviable.mutants.isEmpty)
    #expect(unviable.unexplained == errors)
  }
}
