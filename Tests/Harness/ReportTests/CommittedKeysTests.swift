import Foundation
import Growth
import Testing

@testable import BenchmarkAnalysis
@testable import Metrics

/// The keys recorded with the benchmarks' output (`Reports/benchmarks.json`) and the grown
/// app's figures (`Reports/growth/grown-app.json`): computed from this checkout, they are the
/// keys committed, so that nothing kept there is measured again while its inputs are unchanged.
@Suite("Committed report keys")
struct CommittedKeysTests {
  /// The checkout these tests run in.
  static let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The folder the committed results are kept in.
  static let reports = root.appending(path: "Reports")

  /// The key recorded in the committed file `name` (in `Reports/`), where `key` finds it: read
  /// as plain JSON, whatever type writes the file.
  static func recorded(_ name: String, key: ([String: Any]) -> Any?) throws -> String {
    let data = try Data(contentsOf: reports.appending(path: name))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return try #require(key(object) as? String)
  }

  @Test("The benchmarks' key computed from this checkout is the one Reports/benchmarks.json records")
  func benchmarkKey() async throws {
    let recorded = try Self.recorded(BenchmarkCache.fileName) { ($0["entry"] as? [String: Any])?["key"] }
    #expect(
      try await BenchmarkCache.key(root: Self.root) == recorded,
      "the benchmarks' inputs differ from those their output was recorded for")
  }

  @Test("The grown app's key computed from this checkout is the one Reports/growth/grown-app.json records")
  func grownAppKey() async throws {
    let recorded = try Self.recorded(GrownAppFigures.fileName) { $0["key"] }
    let tree = GrowthTree(series: try GrowthSeries(root: Self.root))
    let files = try await tree.files(at: tree.series.last)
    let inputs = try await GrownAppFigures.Inputs.of(root: Self.root)
    #expect(
      await GrownAppFigures.key(files, inputs: inputs) == recorded,
      "the grown app's files differ from those its figures were recorded for")
  }

  @Test(
    "The committed benchmarks' output and grown app's figures, read and kept again, are written byte for byte as they are"
  )
  func rewritten() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "archlab-kept-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let benchmarks = try #require(BenchmarkCache.kept.load(from: Self.reports))
    try BenchmarkCache.keep(benchmarks.output, entry: benchmarks.entry, in: folder)
    let grown = try #require(GrownAppFigures.kept.load(from: Self.reports))
    try grown.keep(in: folder)
    for name in [BenchmarkCache.fileName, GrownAppFigures.fileName] {
      #expect(
        try Data(contentsOf: folder.appending(path: name))
          == Data(contentsOf: Self.reports.appending(path: name)),
        "\(name)")
    }
  }
}
