import Analyzer
import ArgumentParser
import Foundation
import HarnessSupport
import Testing

@testable import ArchLabCLI

/// What `archlab analyze` does with input it cannot use: a clear message, the exit status
/// for "no input" where that is the trouble, and nothing changed in the tree.
@Suite("Bad input")
struct BadInputTests {
  /// Runs `archlab analyze arguments`; returns the exit code it ended with (0 when it returned).
  static func exitCode(_ arguments: [String]) async throws -> Int32 {
    let command = try #require(try ArchLabCommand.parseAsRoot(["analyze"] + arguments) as? AnalyzeCommand)
    do {
      try await command.run()
      return 0
    } catch let exit as ExitCode {
      return exit.rawValue
    }
  }

  @Test(
    "A path that does not exist, a file, or a folder without Swift files exits 66 and says what it looked for"
  )
  func noInput() async throws {
    let folder = try Workspace.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("notes.txt")
    try "not swift".write(to: file, atomically: true, encoding: .utf8)
    let root = Workspace.root.path
    #expect(
      try await Self.exitCode([folder.appendingPathComponent("missing").path, "--archlab-root", root]) == 66)
    #expect(try await Self.exitCode([file.path, "--archlab-root", root]) == 66)
    #expect(try await Self.exitCode([folder.path, "--archlab-root", root]) == 66)
    #expect(AnalyzerError.noSuchPath("/x").description.contains("does not exist"))
    #expect(AnalyzerError.notAFolder("/x").description.contains("is a file"))
    #expect(AnalyzerError.noSwiftFiles("/x", skipped: 0).description.contains("looked for *.swift files"))
  }

  @Test("An --output inside the analysed tree is refused")
  func outputInside() throws {
    let tree = Workspace.fixtures.appendingPathComponent("NotesMVC")
    #expect(throws: AnalyzerError.self) {
      try OutputLocation.resolve(
        requested: tree.appendingPathComponent("out").path, analysed: tree, checkout: Workspace.root)
    }
    let outside = try OutputLocation.resolve(requested: nil, analysed: tree, checkout: Workspace.root)
    #expect(!outside.path.hasPrefix(tree.path + "/"))
  }

  @Test(
    "Unparseable, huge and binary files, symbolic-link loops: analysed as far as they parse, or skipped and listed"
  )
  func skippedAndUnparsed() async throws {
    let folder = try Workspace.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let manager = FileManager.default
    try "final class Good { func run() -> Int { 1 } }\n".write(
      to: folder.appendingPathComponent("Good.swift"), atomically: true, encoding: .utf8)
    try "final class Broken {\n  func run() {\n    let = \n  }\n}\nstruct After { var x = 1 }\n".write(
      to: folder.appendingPathComponent("Broken.swift"), atomically: true, encoding: .utf8)
    try Data([0x63, 0x6C, 0x61, 0x00, 0x73, 0x73]).write(to: folder.appendingPathComponent("Binary.swift"))
    try Data(repeating: 0x20, count: 2_100_000).write(to: folder.appendingPathComponent("Huge.swift"))
    try manager.createDirectory(at: folder.appendingPathComponent("Loop"), withIntermediateDirectories: true)
    try manager.createSymbolicLink(
      atPath: folder.appendingPathComponent("Loop/Back").path, withDestinationPath: folder.path)
    try manager.createDirectory(
      at: folder.appendingPathComponent("Pods/Alamofire"), withIntermediateDirectories: true)
    try "class Session {}\n".write(
      to: folder.appendingPathComponent("Pods/Alamofire/Session.swift"), atomically: true, encoding: .utf8)
    try "// Generated using Sourcery 2.1 — https://github.com/krzysztofzablocki/Sourcery\nstruct Mock {}\n"
      .write(
        to: folder.appendingPathComponent("AutoMockable.swift"), atomically: true, encoding: .utf8)
    try "@implementation Legacy\n@end\n".write(
      to: folder.appendingPathComponent("Legacy.m"), atomically: true, encoding: .utf8)
    let analysis = try await Analyzer.analyze(
      AnalysisRequest(
        root: folder, archlabRoot: Workspace.root, cache: Workspace.cache, references: Workspace.references))
    let reasons = Dictionary(uniqueKeysWithValues: analysis.skipped.map { ($0.path, $0.reason) })
    #expect(reasons["Binary.swift"]?.contains("binary") == true)
    #expect(reasons["Huge.swift"]?.contains("larger than 2 MB") == true)
    #expect(reasons["Loop/Back"]?.contains("loop") == true)
    #expect(reasons["Pods"]?.contains("CocoaPods") == true)
    #expect(reasons["AutoMockable.swift"]?.contains("generated") == true)
    #expect(analysis.objectiveC == ["Legacy.m"])
    #expect(analysis.measurement.unparsed.map(\.path) == ["Broken.swift"])
    #expect(analysis.measurement.roles.types["After"] != nil)
    #expect(analysis.measurement.files.map(\.path) == ["Broken.swift", "Good.swift"])
  }

  @Test("An unreadable folder is skipped and listed", .enabled(if: getuid() != 0, "root reads every folder"))
  func unreadable() throws {
    let folder = try Workspace.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Locked"), withIntermediateDirectories: true)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0], ofItemAtPath: folder.appendingPathComponent("Locked").path)
    defer {
      try? FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: folder.appendingPathComponent("Locked").path)
    }
    let walk = FileTree.walk(under: folder, rules: FileTree.WalkRules(extensions: ["swift"]))
    #expect(walk.skipped.contains { $0.path == "Locked" && $0.reason.contains("unreadable") })
  }

  @Test("The analysed tree and its repository are byte-for-byte unchanged, history included")
  func unchanged() async throws {
    let repository = try await GitFixture.make(commits: 4)
    defer { try? FileManager.default.removeItem(at: repository) }
    let before = try GitFixture.snapshot(repository)
    let output = try Workspace.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    let checkout = try Workspace.miniatureCheckout()
    defer { try? FileManager.default.removeItem(at: checkout) }
    #expect(
      try await Self.exitCode([
        repository.path, "--history", "--every", "1", "--archlab-root", checkout.path, "--output",
        output.path,
      ]) == 0)
    #expect(try GitFixture.snapshot(repository) == before)
    #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("analysis.json").path))
  }
}
