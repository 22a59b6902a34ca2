import Analysis
import Foundation
import Testing

@testable import Analyzer

/// `archlab corpus measure` and `report`: a clone read at its pinned commit and never written,
/// and accuracy counted as declared (`Docs/Corpus.md`).
@Suite("Measuring the corpus from clones, and its accuracy")
struct CorpusMeasureTests {
  /// A corpus app for the fixture repository at `commit`.
  static func app(_ repo: String, commit: String, label: String = "mvp") -> CorpusApp {
    CorpusApp(
      repo: repo, url: "https://github.com/\(repo)", commit: commit, commitDate: "2024-03-15", label: label,
      stated: "MVP", quote: "Built with MVP.", quoteSource: "README.md", toolkit: "uikit", kind: "sample",
      swiftFiles: 2, swiftLines: 100, commits: 3, firstCommitDate: "2024-01-15", notes: "", half: .tuning)
  }

  @Test(
    "An app is measured at its pinned commit from a clone named owner+name, and the clone is left as it was")
  func measuresReadOnly() async throws {
    let clones = try Workspace.temporaryFolder()
    let repository = try await GitFixture.make(commits: 3)
    let clone = clones.appending(path: "owner+app")
    try FileManager.default.moveItem(at: repository, to: clone)
    let first = String(
      decoding: try await GitRepository.git(in: clone, ["rev-list", "--reverse", "HEAD"]).output,
      as: UTF8.self
    ).split(separator: "\n")[0]
    let before = try GitFixture.snapshot(clone)
    let output = try Workspace.temporaryFolder()
    let measurer = CorpusMeasurer(clones: clones, archlabRoot: Workspace.root, output: output)
    let figures = try await measurer.measure([Self.app("owner/app", commit: String(first))])
    #expect(try GitFixture.snapshot(clone) == before, "nothing written into the clone")
    let measured = try #require(figures.first)
    // The first commit holds the view controller alone, 30 functions of one line each.
    #expect(measured.files == 1)
    #expect(measured.roleCodeLines[.viewController] == measured.codeLines)
    #expect(
      measured.ranking.toolkit == .uikit, "it imports UIKit: ranked among the seven UIKit-shaped references")
    #expect(measured.ranking.matches.count == 7)
    #expect(measured.distances.count == 10)
    let written = try JSONDecoder().decode(
      CorpusFigures.self, from: Data(contentsOf: measurer.file(of: "owner/app")))
    #expect(written == measured)
  }

  @Test("An app without a clone, or whose clone lacks the pinned commit, is an error naming it")
  func missingClone() async throws {
    let measurer = CorpusMeasurer(
      clones: try Workspace.temporaryFolder(), archlabRoot: Workspace.root,
      output: try Workspace.temporaryFolder())
    await #expect {
      try await measurer.measure([Self.app("owner/absent", commit: String(repeating: "0", count: 40))])
    } throws: { "\($0)".contains("no clone of owner/absent") }
    let clones = try Workspace.temporaryFolder()
    try FileManager.default.moveItem(
      at: try await GitFixture.make(commits: 1), to: clones.appending(path: "owner+app"))
    let elsewhere = CorpusMeasurer(
      clones: clones, archlabRoot: Workspace.root, output: try Workspace.temporaryFolder())
    await #expect {
      try await elsewhere.measure([Self.app("owner/app", commit: String(repeating: "0", count: 40))])
    } throws: { "\($0)".contains("does not have the corpus's pinned commit") }
  }

  /// Figures whose closest references are `named`, the first at `distance`.
  static func figures(_ label: String, named: [String], distance: Double = 0.3) -> CorpusFigures {
    let matches = named.enumerated().map {
      ArchitectureMatch(architecture: $0.element, distance: distance + 0.1 * Double($0.offset), evidence: "")
    }
    var ranking = ArchitectureRanking(
      ArchitectureProfile(files: [], facts: [], roles: RoleClassifier().classify([])), references: [])
    ranking.matches = matches
    ranking.threshold = 0.5
    ranking.countedLines = 100
    return CorpusFigures(
      repo: "o/\(label)-\(named[0])-\(distance)", commit: "c", label: label, half: .heldOut, files: 1,
      codeLines: 100, roleCodeLines: [:], ranking: ranking, seconds: 0)
  }

  @Test(
    "Top-1 and top-2 count the apps that state one of the ten; matching none well is wrong; none and other count in neither"
  )
  func accuracy() {
    let accuracy = CorpusAccuracy([
      Self.figures("mvc", named: ["MVC", "MVP"]), Self.figures("mvp", named: ["VIPER", "MVP"]),
      Self.figures("viper", named: ["VIPER", "VIP"], distance: 0.7),
      Self.figures("none", named: ["MV", "MVC"]),
    ])
    #expect(accuracy.judged.count == 3)
    #expect(accuracy.topOne == 1)
    #expect(accuracy.topTwo == 3, "the stated one is among the two closest, even above the threshold")
    #expect(accuracy.confusion["viper"] == ["none": 1])
    let text = accuracy.markdown(title: "t")
    #expect(text.contains("1 of 3 (33 %)"))
    #expect(text.contains("| o/mvp-VIPER-0.3 | mvp | – → mixed | viper | 0.30 | MVP 0.40 | 0.10 | 100 |"))
  }
}
