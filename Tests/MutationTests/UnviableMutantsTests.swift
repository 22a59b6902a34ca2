import Foundation
import Testing

@testable import Mutation

/// The compiler's errors on rewritten code, traced back to the mutants that caused them.
@Suite("Unviable mutants")
struct UnviableMutantsTests {
  @Test("Compiler errors are read with their file, line, column and message")
  func parsing() {
    let output = """
      [3/9] Compiling Demo Sample.swift
      /tmp/copy/Sources/Demo/Sample.swift:12:5: error: cannot find 'x' in scope
        |     `- error: cannot find 'x' in scope
      /tmp/copy/Sources/Demo/Sample.swift:12:5: error: cannot find 'x' in scope
      /tmp/copy/Sources/Demo/Other.swift:3:1: warning: unused
      """
    #expect(
      BuildDiagnostic.errors(in: output) == [
        BuildDiagnostic(
          path: "/tmp/copy/Sources/Demo/Sample.swift", line: 12, column: 5,
          message: "cannot find 'x' in scope")
      ])
  }

  @Test("An error in a mutant's code, in its schema, or in a closure it emptied condemns that mutant alone")
  func attribution() throws {
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
    let compile = try Command.run(
      [
        "swiftc", "-swift-version", "6", "-parse-as-library", "-emit-library", "Sample.swift",
        MutantSwitch.fileName, "-o", "libDemo.so",
      ],
      in: folder)
    #expect(compile.status != 0)
    let errors = BuildDiagnostic.errors(in: compile.output).map { error in
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
