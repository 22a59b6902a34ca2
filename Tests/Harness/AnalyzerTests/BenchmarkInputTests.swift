import Analysis
import Foundation
import HarnessSupport
import Testing

@testable import Analyzer

/// What the speed benchmark analyses: a generated app and a generated history, the same for
/// the same seed, real enough to classify, of the size asked. (Its speed is measured by
/// `archlab benchmarks analyze`, never here.)
@Suite("Benchmark input")
struct BenchmarkInputTests {
  /// A small generated app, and its measurement, made once for the suite.
  static let app: (app: SyntheticApp, measurement: AppMeasurement?) = {
    var app = SyntheticApp(seed: 7)
    app.grow(toCodeLines: 3_000)
    guard let folder = try? Workspace.temporaryFolder(), (try? app.write(to: folder)) != nil else {
      return (app, nil)
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    return (app, try? AppMeasurement.measure(folder: folder, cache: Workspace.cache))
  }()

  @Test("The same seed makes the same app, byte for byte; another seed another")
  func deterministic() {
    var again = SyntheticApp(seed: 7)
    again.grow(toCodeLines: 3_000)
    #expect(again.texts.map(\.path) == Self.app.app.texts.map(\.path))
    #expect(again.texts.map(\.text) == Self.app.app.texts.map(\.text))
    var other = SyntheticApp(seed: 8)
    other.grow(toCodeLines: 3_000)
    #expect(other.texts.map(\.text) != Self.app.app.texts.map(\.text))
  }

  @Test(
    "The app holds the lines asked, parses whole, counts as the analyzer counts, and has the roles of UIKit and SwiftUI apps"
  )
  func realistic() throws {
    let measurement = try #require(Self.app.measurement)
    #expect(Self.app.app.codeLines >= 3_000)
    #expect(measurement.codeLines == Self.app.app.codeLines)
    #expect(measurement.unparsed.isEmpty)
    let roles = Set(measurement.roleFigures.filter { $0.value.codeLines > 0 }.keys)
    #expect(roles.isSuperset(of: [.viewController, .view, .viewModel, .service]))
    let features = Set(
      measurement.files.map { $0.path.split(separator: "/").prefix(3).joined(separator: "/") })
    #expect(features.count > 3)
  }

  @Test(
    "The history has the commits asked, each changing a few files, and ends near the size asked; the same seed gives the same commits"
  )
  func history() async throws {
    let folder = try Workspace.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = folder.appendingPathComponent("first")
    let made = try await SyntheticHistory.make(in: first, codeLines: 3_000, commits: 30, seed: 3)
    #expect(made.commits == 30)
    #expect((2_700...3_600).contains(made.codeLines))
    let count = try await Shell.run(["git", "rev-list", "--count", "HEAD"], in: first)
    #expect(count.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == "30")
    let changes = try await Shell.run(
      ["git", "log", "--format=%x00", "--name-only", "HEAD~28..HEAD"], in: first)
    let perCommit = changes.standardOutput.split(separator: "\0").map {
      $0.split(separator: "\n").filter { !$0.isEmpty }.count
    }
    #expect(perCommit.count == 28)
    #expect(perCommit.allSatisfy { (1...12).contains($0) })
    #expect(try GitFixture.snapshot(first).keys.contains { $0.hasSuffix("ViewController.swift") })
    let second = folder.appendingPathComponent("second")
    _ = try await SyntheticHistory.make(in: second, codeLines: 3_000, commits: 30, seed: 3)
    let firstHead = try await Shell.run(["git", "rev-parse", "HEAD"], in: first).standardOutput
    let secondHead = try await Shell.run(["git", "rev-parse", "HEAD"], in: second).standardOutput
    #expect(firstHead == secondHead)
  }

  @Test("The report groups thousands as the README does and says whether each target is met")
  func report() {
    var report = AnalyzerBenchmarkReport(
      date: Date(timeIntervalSince1970: 0), commit: "abc1234", configuration: "release", cores: 2,
      loadBefore: 1.5, loadAfter: 2, request: AnalyzerBenchmarkRequest())
    report.runs = [
      AnalyzerBenchmarkRun(
        name: "generated tree, cold", files: 900, codeLines: 100_412, parsed: 1_050, reused: 0, seconds: 12.5,
        cpuSeconds: 20, peakBytes: 300 << 20)
    ]
    report.history = AnalyzerBenchmarkRun(
      name: "history", files: 90_000, codeLines: 9_000_000, parsed: 2_000, reused: 88_000, seconds: 301,
      cpuSeconds: 290, peakBytes: nil)
    report.historySamples = 200
    let text = report.markdown
    #expect(
      text.contains(
        "| generated tree, cold | 900 | 100 412 | 12.5 | 20.0 | 72 | 8 033 | 300 MiB | 1 050 / 0 |"))
    #expect(text.contains("in ≤ 30 s: met"))
    #expect(text.contains("in ≤ 300 s: missed"))
    #expect(AnalyzerBenchmarkReport.grouped(1_234_567) == "1 234 567")
  }
}
