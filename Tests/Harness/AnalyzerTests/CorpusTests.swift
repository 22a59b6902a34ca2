import Foundation
import Testing

@testable import Analyzer

/// The labelled corpus (`Docs/Corpus.yml`): read as committed, its halves the ones the seeded
/// rule draws, and a malformed file refused with its line.
@Suite("The labelled corpus and its split")
struct CorpusTests {
  @Test("The committed corpus reads, holds at least 40 apps, and every architecture the analyzer names")
  func committed() throws {
    let corpus = try Corpus.load(root: Workspace.root)
    #expect(corpus.apps.count >= 40)
    let labels = Set(corpus.apps.map(\.label))
    for label in Corpus.labels where label != "other" { #expect(labels.contains(label), "\(label)") }
    // At least four apps of every architecture the analyzer names, but TCA on UIKit, of which
    // the searches found two (Docs/Corpus.md).
    for label in Corpus.labels where !["tca", "other"].contains(label) {
      #expect(corpus.apps.filter { $0.label == label }.count >= 4, "\(label)")
    }
    #expect(
      corpus.apps.allSatisfy { $0.label == "none" || !$0.quote.isEmpty }, "a stated architecture is quoted")
    #expect(corpus.apps.allSatisfy { $0.url == "https://github.com/\($0.repo)" })
    #expect(corpus.apps.allSatisfy { $0.quoteSource.contains($0.commit) || $0.label == "none" })
  }

  @Test("Every app's half is the one the seeded rule draws, and every label of two apps or more has both")
  func halvesAreTheRules() throws {
    let corpus = try Corpus.load(root: Workspace.root)
    let drawn = CorpusSplit.halves(of: corpus.apps.map { ($0.repo, $0.label) })
    for app in corpus.apps { #expect(app.half == drawn[app.repo], "\(app.repo)") }
    for label in Set(corpus.apps.map(\.label)) {
      let apps = corpus.apps.filter { $0.label == label }
      let held = apps.filter { $0.half == .heldOut }.count
      #expect(held - (apps.count - held) == apps.count % 2, "\(label): held-out \(held) of \(apps.count)")
    }
  }

  @Test(
    "The rule alternates within a label in the order of the seeded hash, and another seed draws otherwise")
  func rule() {
    let apps = (1...8).map { ("owner/app\($0)", "mvc") } + [("owner/alone", "mvp")]
    let halves = CorpusSplit.halves(of: apps)
    #expect(halves.count == 9)
    #expect(halves["owner/alone"] == .heldOut)
    #expect(halves.values.filter { $0 == .tuning }.count == 4)
    let ordered = apps.prefix(8).map(\.0).sorted {
      CorpusSplit.key($0, CorpusSplit.seed) < CorpusSplit.key($1, CorpusSplit.seed)
    }
    #expect(
      ordered.enumerated().allSatisfy { halves[$0.element] == ($0.offset % 2 == 0 ? .heldOut : .tuning) })
    #expect(CorpusSplit.halves(of: apps, seed: "another") != halves)
    #expect(CorpusSplit.halves(of: apps.reversed()) == halves, "the order of the file decides nothing")
  }

  @Test(
    "A malformed corpus is refused with its line: not a list, an unknown label, a short commit, an app twice",
    arguments: [
      ("repo: a/b\n", "not a list of apps"),
      (CorpusTests.app(label: "mvx"), "unknown label `mvx`"),
      (CorpusTests.app(commit: "abc"), "40 hexadecimal digits"),
      (CorpusTests.app() + CorpusTests.app(), "listed twice"),
    ])
  func malformed(text: String, reason: String) {
    #expect {
      try Corpus.parse(text)
    } throws: { error in
      "\(error)".contains(reason) && "\(error)".hasPrefix("Docs/Corpus.yml:")
    }
  }

  /// One app's entry, well formed but for what the arguments change.
  static func app(label: String = "mvc", commit: String = String(repeating: "a", count: 40)) -> String {
    """
    - repo: "o/n"
      url: "https://github.com/o/n"
      commit: "\(commit)"
      commitDate: "2026-01-01"
      label: "\(label)"
      stated: "MVC"
      quote: "Built with MVC."
      quoteSource: "https://github.com/o/n/blob/\(commit)/README.md"
      toolkit: "uikit"
      kind: "app"
      swiftFiles: 1
      swiftLines: 10
      commits: 1
      firstCommitDate: "2026-01-01"
      notes: ""
      half: "tuning"

    """
  }
}
