import ArchLab
import Foundation
import Growth
import TestRuns
import Testing
import Tour
import TourScript

@testable import Metrics
@testable import Pipeline
@testable import Report

/// The grown app beside today's: coverage and the tour kept for the files they were
/// measured from, mutation scores read when fresh, the report's table and tour.
@Suite("The grown app in the report")
struct GrownAppTests {
  /// The files of a small package at some step.
  static let files: [String: Data] = [
    "Package.swift": Data("// manifest".utf8),
    "Sources/MVC/ContactListViewController.swift": Data("final class A {}".utf8),
    "Sources/Storage/SQLiteStore.swift": Data("struct S {}".utf8),
    "Sources/Harness/TourScript/TourScript.swift": Data("enum T {}".utf8),
    "Sources/Harness/Report/ReportBuilder.swift": Data("enum R {}".utf8),
    "Sources/ArchLabCLI/ReportCommand.swift": Data("struct C {}".utf8),
    "Tests/MVCTests/ListTests.swift": Data("struct L {}".utf8),
    "Tests/AcceptanceTests/ContactsAcceptanceTests.swift": Data("struct A {}".utf8),
    "Tests/Harness/TourScriptTests/TourStepTests.swift": Data("struct T {}".utf8),
    "Tests/Harness/ReportTests/ReportTests.swift": Data("struct R {}".utf8),
    "Examples/grown-session.archlab": Data("tap +".utf8),
    "Docs/Feature.md": Data("# Feature".utf8),
    "Workshop/Growth/README.md": Data("# Growth".utf8),
  ]

  /// What the figures are measured from in the small package: the instrumented build's
  /// targets (the app, the tour's script, the unit, acceptance and tour tests), the examples.
  static let inputs = GrownAppFigures.Inputs(
    folders: [
      "Sources/MVC", "Sources/Storage", "Sources/Harness/TourScript", "Tests/MVCTests",
      "Tests/AcceptanceTests",
      "Tests/Harness/TourScriptTests", "Examples",
    ], manifest: "targets: MVC, Storage, TourScript, MVCTests, AcceptanceTests, TourScriptTests")

  @Test(
    "The key changes with the app, its tests, the tour's script, the examples and the build's manifest, not with the harness, the documents or the workspace's own Package.swift"
  )
  func key() async {
    let key = await GrownAppFigures.key(Self.files, inputs: Self.inputs)
    for path in Self.files.keys.sorted() {
      var changed = Self.files
      changed[path] = Data("changed".utf8)
      let measured =
        !path.hasPrefix("Sources/Harness/Report") && !path.hasPrefix("Sources/ArchLabCLI")
        && !path.hasPrefix("Tests/Harness/ReportTests") && !path.hasPrefix("Docs")
        && !path.hasPrefix("Workshop")
        && path != "Package.swift"
      #expect((await GrownAppFigures.key(changed, inputs: Self.inputs) != key) == measured, "\(path)")
    }
    var added = Self.files
    added["Sources/MVC/New.swift"] = Data()
    #expect(await GrownAppFigures.key(added, inputs: Self.inputs) != key)
    added = Self.files
    added["Sources/ScreenUI/View.swift"] = Data()
    #expect(await GrownAppFigures.key(added, inputs: Self.inputs) == key, "a target no measured test needs")
    var manifest = Self.inputs
    manifest.manifest += ", ScreenUI"
    #expect(await GrownAppFigures.key(Self.files, inputs: manifest) != key, "the build's manifest")
  }

  @Test(
    "What measures the grown app is among its inputs: an older classifier's, coverage reader's or tour's figures are not reused"
  )
  func measuringCode() async throws {
    let inputs = try await GrownAppFigures.Inputs.of(root: CommittedKeysTests.root)
    for folder in ["Sources/Harness/Analysis", "Sources/Harness/TestRuns", "Sources/Harness/Tour"] {
      #expect(inputs.holds("\(folder)/RoleClassifier.swift"), "\(folder)")
    }
    #expect(!inputs.holds("Sources/Harness/Report/ReportBuilder.swift"))
    #expect(!inputs.holds("Sources/ArchLabCLI/ReportCommand.swift"))
  }

  static func figures(key: String) -> GrownAppFigures {
    let coverage = ModuleCoverage(
      total: CoverageFigures(coveredLines: 90, lines: 100, coveredFunctions: 9, functions: 10), roles: [:])
    return GrownAppFigures(
      step: 6, key: key, measuredAt: "2026-11-24T10:00:00Z", commit: "abc123",
      coverage: Architecture.allCases.map {
        GrownAppFigures.Coverage(architecture: $0, unit: coverage, acceptance: coverage)
      }, testsPassed: 700,
      tour: TourAction.grown.flatMap { action in
        Architecture.allCases.map {
          TourFigures(
            action: action, architecture: $0, files: 3, types: 4, functions: 6, lines: 20, boundaries: 1,
            sharedLines: 50)
        }
      },
      tourPages: Dictionary(
        uniqueKeysWithValues: TourAction.grown.map { ($0.pageName, "<p>\($0.title)</p>") }))
  }

  @Test("Kept figures are reused for the same key only, marked reused, with their pages")
  func keptAndReused() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "grown-app-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let empty = folder.appending(path: "empty")
    let figures = Self.figures(key: "k1")
    try figures.keep(in: folder)
    #expect(GrownAppFigures.kept(key: "k2", in: [folder]) == nil)
    let kept = try #require(GrownAppFigures.kept(key: "k1", in: [empty, folder]))
    #expect(kept.reused && !figures.reused)
    #expect(kept.tourPages == figures.tourPages && kept.tour == figures.tour && kept.commit == "abc123")
    let text = try String(contentsOf: folder.appending(path: "growth/grown-app.json"), encoding: .utf8)
    #expect(!text.contains("reused"))
  }

  @Test(
    "The report sets the grown app beside today's app, names the stale mutation scores, and tours the new actions"
  )
  func reportSection() throws {
    var metrics = try CompleteMetricsTests.complete()
    let summaries = metrics.architectures.compactMap { a in
      a.mutation.map {
        GrownAppMetrics.MutationScores(architecture: a.architecture, summary: $0.summary, runSeconds: 60)
      }
    }
    metrics.grownApp = GrownAppMetrics(
      step: 6, figures: Self.figures(key: "k"), mutation: summaries.filter { $0.architecture != .tca })
    let markdown = ReportPipeline.document(metrics).markdown
    let section = try #require(markdown.range(of: "### The grown app beside today's app"))
    let after = String(markdown[section.upperBound...])
    let code = metrics.architectures[0].size.total.lines.code
    #expect(after.contains("| \(FigureLabel.codeLinesWithStandIns) | \(code) → \(code) |"))
    #expect(after.contains("| Line coverage, unit tests | "))
    #expect(after.contains("→ 90.0%"))
    #expect(after.contains("measured at commit `abc123`") == false)
    #expect(after.contains("Mutation scores not measured for the grown app's files now: TCA."))
    #expect(after.contains("| [Delete a contact](tour/delete-contact.html) | 3 · 4 · 6 · 20 · 1 |"))
    var reused = metrics
    reused.grownApp?.figures?.reused = true
    #expect(
      ReportPipeline.document(reused).markdown.contains(
        "at commit `abc123` (2026-11-24T10:00:00Z) and reused"))
  }

  @Test("The tour written holds today's pages, the grown app's, and one index of both")
  func tourPages() {
    let today = TourOutcome(figures: [], pages: ["index.html": "old", "add-contact.html": "today"])
    let merged = ReportPipeline.tour(today, with: Self.figures(key: "k"))
    #expect(merged.pages["add-contact.html"] == "today")
    #expect(merged.pages["delete-contact.html"] == "<p>Delete a contact</p>")
    #expect(merged.pages["index.html"]?.contains("The grown app: step 6 of the growth series") == true)
    #expect(ReportPipeline.tour(today, with: nil).pages == today.pages)
  }
}
