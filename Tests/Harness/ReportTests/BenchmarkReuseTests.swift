import Foundation
import HarnessSupport
import Pipeline
import TestRuns
import Testing

@testable import BenchmarkAnalysis
@testable import Report

/// The benchmarks' output reused when nothing they build from has changed, and run
/// again when anything has; the report says when the figures it prints were measured.
@Suite("Benchmark reuse")
struct BenchmarkReuseTests {
  /// A workspace in a fresh temporary folder with a linked module, the benchmarks'
  /// sources and their manifests.
  static func workspace() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appending(path: "archlab-bench-\(UUID().uuidString)")
    let files = [
      "Package.swift": "// root", "Benchmarks/Package.swift": "// benchmarks", "Benchmarks/run.sh": "echo",
      "Benchmarks/Sources/Scenarios/Run.swift": "let a = 1", "Sources/MVC/Screen.swift": "let b = 2",
      "Sources/MVC/README.md": "# MVC",
    ]
    for (path, text) in files {
      let url = root.appending(path: path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  static let folders = ["Benchmarks/Sources", "Sources/MVC"]

  static func key(
    _ root: URL, manifest: String = "targets: MVC", machine: String = "toolchain 6.3.1"
  ) -> String {
    BenchmarkCache.key(root: root, folders: folders, manifest: manifest, machine: machine)
  }

  @Test(
    "A change to a source the benchmarks compile, a manifest, run.sh or the toolchain changes the key; a README or a clone's Package.resolved does not",
    arguments: [
      ("Sources/MVC/Screen.swift", true), ("Benchmarks/Sources/Scenarios/Run.swift", true),
      ("Benchmarks/Package.swift", true), ("Benchmarks/run.sh", true), ("Package.resolved", false),
      ("Sources/MVC/README.md", false), ("Sources/MVP/Screen.swift", false),
    ])
  func key(changed path: String, changesKey: Bool) throws {
    let root = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: root) }
    let before = Self.key(root)
    #expect(Self.key(root) == before, "the same files give the same key")
    let url = root.appending(path: path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("changed".utf8).write(to: url)
    #expect((Self.key(root) != before) == changesKey)
    #expect(Self.key(root, machine: "toolchain 6.3.2") != Self.key(root), "another toolchain")
    #expect(Self.key(root, manifest: "targets: MVC, MVP") != Self.key(root), "another linked target")
  }

  @Test(
    "The root manifest enters the key as far as the linked targets go: a target they do not need leaves it as it was"
  )
  func rootManifest() throws {
    let manifest: [String: Any] = [
      "name": "ArchLab",
      "targets": [
        ["name": "ScreenKit", "type": "regular", "dependencies": []],
        ["name": "ArchLab", "type": "regular", "dependencies": [["byName": ["ScreenKit", NSNull()]]]],
      ],
    ]
    let linked = try ScopedPackage.manifestText(of: ["ArchLab"], in: manifest)
    var added = manifest
    added["targets"] =
      (manifest["targets"] as? [[String: Any]] ?? []) + [
        ["name": "ScreenUI", "type": "regular", "dependencies": [["byName": ["ScreenKit", NSNull()]]]]
      ]
    #expect(
      try ScopedPackage.manifestText(of: ["ArchLab"], in: added) == linked, "a target ArchLab does not need")
    var needed = added
    needed["targets"] = [
      ["name": "ScreenKit", "type": "regular", "dependencies": []],
      ["name": "ScreenUI", "type": "regular", "dependencies": [["byName": ["ScreenKit", NSNull()]]]],
      ["name": "ArchLab", "type": "regular", "dependencies": [["byName": ["ScreenUI", NSNull()]]]],
    ]
    #expect(try ScopedPackage.manifestText(of: ["ArchLab"], in: needed) != linked, "once ArchLab needs it")
  }

  @Test(
    "The root package's targets the benchmarks link are read from its manifest: the modules, not the harness")
  func linkedFolders() async throws {
    let workspace = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let folders = try await BenchmarkCache.rootFolders(root: workspace)
    #expect(
      folders.contains("Sources/MVC") && folders.contains("Sources/TCA")
        && folders.contains("Sources/Storage"))
    #expect(folders.contains("Sources/ScreenKit") && folders.contains("Sources/ArchLab"))
    #expect(!folders.contains { $0.hasPrefix("Sources/Harness") || $0.hasPrefix("Tests/") })
  }

  @Test("Kept output is reused only under the same key, from the first folder that holds it")
  func reuse() throws {
    let first = FileManager.default.temporaryDirectory.appending(path: "archlab-kept-\(UUID().uuidString)")
    let second = FileManager.default.temporaryDirectory.appending(path: "archlab-kept-\(UUID().uuidString)")
    defer {
      try? FileManager.default.removeItem(at: first)
      try? FileManager.default.removeItem(at: second)
    }
    let output = RuntimeReportTests.output()
    #expect(BenchmarkCache.reusable(key: "k1", in: [first, second]) == nil, "nothing kept")
    try BenchmarkCache.keep(
      output, entry: BenchmarkCache.Entry(key: "k1", measuredAt: "2026-11-24T06:00:00Z", commit: "abc"),
      in: second)
    #expect(BenchmarkCache.reusable(key: "k2", in: [first, second]) == nil, "another key")
    let kept = try #require(BenchmarkCache.reusable(key: "k1", in: [first, second]))
    #expect(kept.entry.commit == "abc" && kept.output.rounds.count == output.rounds.count)
    #expect(BenchmarkAnalysis.analyze(kept.output).run == BenchmarkAnalysis.analyze(output).run)
  }

  @Test("Reused figures say when and at which commit they were measured; measured ones do not")
  func saysReused() throws {
    var metrics = try ReportTests().metrics()
    var (results, run) = BenchmarkAnalysis.analyze(RuntimeReportTests.output())
    metrics.benchmarks = results
    metrics.benchmarkRun = run
    #expect(!ReportPipeline.document(metrics).markdown.contains("reused by this report"))
    run.reusedFrom = BenchmarkCache.Entry(key: "k", measuredAt: "2026-11-24T06:00:00Z", commit: "abc123")
    metrics.benchmarkRun = run
    let markdown = ReportPipeline.document(metrics).markdown
    #expect(
      markdown.contains(
        "measured on 2026-11-24T06:00:00Z at commit `abc123` (machine not recorded), and reused by this report"
      ))
    run.reusedFrom?.machine = MachineIdentity(id: "0123456789ab", processor: "A CPU", cores: 2, memoryGiB: 24)
    metrics.benchmarkRun = run
    let elsewhere = ReportPipeline.document(metrics).markdown
    #expect(elsewhere.contains("at commit `abc123` on machine 0123456789ab, A CPU, 2 cores, 24 GiB"))
    #expect(elsewhere.contains("not this machine") && elsewhere.contains("--rerun-benchmarks"))
  }

  @Test(
    "The key reads the toolchain, not the cores or the memory: the committed figures are reused on any machine"
  )
  func machineNotKeyed() async {
    let machine = await BenchmarkCache.machine()
    #expect(machine.hasPrefix("toolchain "))
    #expect(!machine.contains("memory") && !machine.contains("cores"))
  }
}
