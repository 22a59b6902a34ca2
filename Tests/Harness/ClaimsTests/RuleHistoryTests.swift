import ArchLab
import Foundation
import HarnessSupport
import Testing

@testable import Claims

/// When each rule was declared, what it reads, and whether its figures existed then.
@Suite("The rules' history")
struct RuleHistoryTests {
  static let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The synthetic figures without every figure of `family`.
  static func without(_ family: FigureFamily, _ figures: ClaimFigures) -> ClaimFigures {
    var figures = figures
    for architecture in Array(figures.modules.keys) {
      var module = figures.modules[architecture]!
      switch family {
      case .size:
        (module.codeLines, module.files, module.typesAndProtocols, module.protocols) = (nil, nil, nil, nil)
        (module.roleCodeLines, module.largestFile, module.largestType) = (nil, nil, nil)
        (module.largestFileByRole, module.largestTypeByRole) = (nil, nil)
      case .complexity: (module.meanComplexity, module.p90Complexity, module.maxComplexity) = (nil, nil, nil)
      case .coupling: module.coupling = nil
      case .coverage: module.unitCoverage = nil
      case .caseBook: (module.casesRun, module.casesTotal, module.caseBookTestLines) = (nil, nil, nil)
      case .unitTestTime: module.unitTestSeconds = nil
      case .unitTestRounds: module.unitTestRounds = nil
      case .mutation:
        (module.unitMutationScore, module.acceptanceMutationScore, module.unitMutationScoreByRole) = (
          nil, nil, nil
        )
        (module.logicTestMutationScore, module.unitMutantsDetected, module.unitMutantsScored) = (
          nil, nil, nil
        )
        (module.logicTestCommonMutants, module.acceptanceCommonMutants) = (nil, nil)
      case .mutationOwnCode:
        // The scores the rules read are the module's own code's (framework stand-ins and
        // equivalent mutants left out): without that tally, there is none.
        (module.unitMutationScore, module.acceptanceMutationScore, module.logicTestMutationScore) = (
          nil, nil, nil
        )
        (module.unitMutantsDetected, module.unitMutantsScored) = (nil, nil)
        (module.logicTestCommonMutants, module.acceptanceCommonMutants) = (nil, nil)
      case .mutationKills, .unitTestShape:
        module.logicTestMutationScore = nil
        module.logicTestCommonMutants = nil
        if family == .unitTestShape { (module.testDoubleLines, module.viewDoubles) = (nil, nil) }
      case .costOfChange:
        (module.linesChanged, module.filesTouched, module.typesAdded) = (nil, nil, nil)
        (module.rolesTouched, module.testLinesChanged) = (nil, nil)
      case .leaks: (module.leaks, module.objectsPerScreen) = (nil, nil)
      case .runtime: figures.runtime = nil
      case .growth: figures.growth = [:]
      }
      figures.modules[architecture] = module
    }
    return figures
  }

  @Test(
    "Every claim has a declaring commit, and declares the figures it reads: exactly those without which it is not measured"
  )
  func readsAreExact() {
    let figures = Synthetic.figures()
    for entry in ClaimCatalogue.claims {
      #expect(ClaimCatalogue.ruleHistory[entry.id]?.isEmpty == false, "\(entry.id) has no declaration")
      let reads = ClaimCatalogue.reads[entry.id] ?? []
      #expect(entry.rule.judge(figures).outcome.verdict != .notMeasured, "\(entry.id)")
      for family in FigureFamily.allCases {
        let unmeasured = entry.rule.judge(Self.without(family, figures)).outcome.verdict == .notMeasured
        #expect(unmeasured == reads.contains(family), "\(entry.id) and \(family): declared \(reads.sorted())")
      }
    }
  }

  @Test("Each declaring commit is in the history and changed Docs/Claims.md", .enabled { await isClone() })
  func commitsExist() async throws {
    let commits = Set(ClaimCatalogue.ruleHistory.values.flatMap { $0.map(\.commit) })
    for commit in commits {
      let shown = try await Shell.run(["git", "show", "--stat", "--format=%h", commit], in: Self.root)
      #expect(shown.status == 0, "\(commit) is not in the history")
      #expect(shown.standardOutput.contains("Docs/Claims.md"), "\(commit) did not change Docs/Claims.md")
    }
  }

  static func isClone() async -> Bool {
    guard (try? await Shell.run(["git", "rev-parse", "--git-dir"], in: root))?.status == 0 else {
      return false
    }
    return (try? await Shell.run(["git", "cat-file", "-e", "c9a1f65"], in: root))?.status == 0
  }

  @Test("The provenance says which figures existed when the rule was declared, in a sentence")
  func text() {
    let before = RuleProvenance(
      commit: "b822615", date: "2026-11-24", change: "reads the growth series", earlier: ["c9a1f65"],
      figuresExisted: [.growth: false])
    #expect(
      before.text.contains(
        "none of the figures it reads (growth series) existed then: declared before measuring"))
    #expect(before.text.contains("after `c9a1f65`"))
    let after = RuleProvenance(
      commit: "c9a1f65", date: "2026-11-22", change: "declared", earlier: [],
      figuresExisted: [.size: true, .mutation: false])
    #expect(
      after.text.hasSuffix(
        "of the figures it reads, size were already in the committed report then, mutation were not."))
    let unknown = RuleProvenance(commit: "x", date: "d", change: "c", earlier: [], figuresExisted: nil)
    #expect(unknown.text.contains("the history was not available"))
  }

  @Test("A figure family is present in a metrics.json when its part is there, whatever the schema")
  func presence() throws {
    let old: [String: Any] = [
      "schemaVersion": 1,
      "architectures": [["size": ["complexity": [:], "coupling": [:]], "unitCoverage": [:]]],
      "benchmarks": [], "costOfChange": [],
    ]
    let present = FigureFamily.allCases.filter { $0.isPresent(in: old) }
    #expect(present == [.size, .complexity, .coupling, .coverage, .costOfChange, .runtime])
  }

  @Test(
    "Read from the history: each rule's last declaration and whether the figures it reads existed then",
    .enabled { await isClone() })
  func fromHistory() async {
    let provenance = await RuleProvenance.all(root: Self.root)
    #expect(provenance["C02"]?.figuresExisted == [.size: true])
    // C06's test lines per case counted the files the case book uses from e757724, when every
    // figure it reads existed; the own-code mutation scores did not when fb63192 declared them.
    #expect(
      provenance["C06"]?.figuresExisted == [.caseBook: true, .mutation: true, .mutationOwnCode: true])
    #expect(provenance["C06"]?.earlier == ["c9a1f65", "fb63192"])
    #expect(provenance["Q9"]?.figuresExisted == [.caseBook: true, .size: true, .mutationOwnCode: false])
    #expect(provenance["C09"]?.commit == "55911c4")
    // C03 read the growth series from b822615, before it existed; roles from structure
    // (82ceb61) came when the growth figures existed, with roles by name.
    #expect(provenance["C03"]?.commit == "82ceb61")
    #expect(provenance["C03"]?.figuresExisted == [.growth: true])
    #expect(provenance["C03"]?.earlier == ["c9a1f65", "b822615"])
  }
}
