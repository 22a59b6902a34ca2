import Foundation
import HarnessSupport
import Testing

@testable import Mutation

/// Rewritten code compiles, runs as the original with no mutant on, and switches each
/// mutant on by its id alone.
@Suite("Schemata compile and switch")
struct SchemaCompilationTests {
  /// This process's environment with `variables` added: what the compiled program runs with.
  static func environment(_ variables: [String: String]) -> [String: String] {
    ProcessInfo.processInfo.environment.merging(variables) { $1 }
  }

  static let source = """
    func less(_ a: Int, _ b: Int) -> Bool { a < b }
    func both(_ a: Bool, _ b: Bool) -> Bool { a && b }
    func flag() -> Bool { true }
    func pick(_ c: Bool) -> Int { c ? 1 : 2 }
    func sign(_ n: Int) -> String {
      if n > 0 { return "+" }
      return "-"
    }
    func record(_ log: inout [String]) {
      log.append("x")
    }
    func run() -> Int {
      var log: [String] = []
      record(&log)
      return log.count
    }
    """

  static let main = """
    print(less(1, 1), both(true, false), flag(), pick(true), sign(5), run())
    """

  /// Each mutant's operator, its code, and what the program prints with it on.
  static let expected: [(MutationOperator, String, String)] = [
    (.relationalOperator, "a <= b", "true false true 1 + 1"),
    (.relationalOperator, "a >= b", "true false true 1 + 1"),
    (.logicalOperator, "a || b", "false true true 1 + 1"),
    (.booleanLiteral, "false", "false false false 1 + 1"),
    (.ternarySwap, "c ? 2 : 1", "false false true 2 + 1"),
    (.integerLiteral, "2", "false false true 2 + 1"),
    (.integerLiteral, "0", "false false true 0 + 1"),
    (.integerLiteral, "3", "false false true 1 + 1"),
    (.integerLiteral, "1", "false false true 1 + 1"),
    (.negatedCondition, "!(n > 0)", "false false true 1 - 1"),
    (.relationalOperator, "n >= 0", "false false true 1 + 1"),
    (.relationalOperator, "n <= 0", "false false true 1 - 1"),
    (.integerLiteral, "1", "false false true 1 + 1"),
    (.integerLiteral, "-1", "false false true 1 + 1"),
    (.removedCall, "", "false false true 1 + 0"),
    (.removedCall, "", "false false true 1 + 0"),
  ]

  @Test("Every mutant is numbered in source order, and the program prints what each one changes")
  func compileAndSwitch() async throws {
    let file = MutatedFile(path: "Sources/Demo/Sample.swift", module: "Demo", source: Self.source, firstID: 1)
    #expect(file.mutants.map(\.mutationOperator) == Self.expected.map(\.0))
    #expect(file.mutants.map(\.mutated) == Self.expected.map(\.1))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mutation-schema-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try file.schema(dropping: []).text.write(
      to: folder.appendingPathComponent("Sample.swift"), atomically: true, encoding: .utf8)
    try MutantSwitch.source.write(
      to: folder.appendingPathComponent(MutantSwitch.fileName), atomically: true, encoding: .utf8)
    try Self.main.write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
    let compile = try await Shell.run(
      [
        "swiftc", "-swift-version", "6", "Sample.swift", MutantSwitch.fileName, "main.swift", "-o", "program",
      ], in: folder)
    try #require(compile.status == 0, "\(compile.output)")
    let program = folder.appendingPathComponent("program").path
    #expect(try await Shell.run([program], in: folder).standardOutput == "false false true 1 + 1\n")
    for (mutant, expected) in zip(file.mutants, Self.expected) {
      let run = try await Shell.run(
        [program], in: folder, environment: Self.environment([MutantSwitch.mutantVariable: String(mutant.id)])
      )
      #expect(
        run.standardOutput == expected.2 + "\n", "mutant \(mutant.id): \(mutant.original) → \(mutant.mutated)"
      )
    }
  }

  @Test("With coverage on, the program writes each mutant it reaches once")
  func reachedMutants() async throws {
    let source = "func f(_ n: Int) -> Bool { n > 1 }\nfunc g() -> Bool { true }\n"
    let file = MutatedFile(path: "Sources/Demo/Sample.swift", module: "Demo", source: source, firstID: 1)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mutation-reach-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try file.schema(dropping: []).text.write(
      to: folder.appendingPathComponent("Sample.swift"), atomically: true, encoding: .utf8)
    try MutantSwitch.source.write(
      to: folder.appendingPathComponent(MutantSwitch.fileName), atomically: true, encoding: .utf8)
    try "print(f(3), f(0))\n".write(
      to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
    let compile = try await Shell.run(
      [
        "swiftc", "-swift-version", "6", "Sample.swift", MutantSwitch.fileName, "main.swift", "-o", "program",
      ], in: folder)
    try #require(compile.status == 0, "\(compile.output)")
    let reached = folder.appendingPathComponent("reached.txt")
    let run = try await Shell.run(
      [folder.appendingPathComponent("program").path], in: folder,
      environment: Self.environment([MutantSwitch.coverageVariable: reached.path]))
    #expect(run.standardOutput == "true false\n")
    let lines = try String(contentsOf: reached, encoding: .utf8).split(separator: "\n").compactMap { Int($0) }
    #expect(lines.sorted() == [1, 2, 3, 4])
    #expect(!lines.contains(5))
  }
}
